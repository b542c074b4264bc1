import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { indianToday } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { call, deliveredOrder, ownBrand, ownProduct, tokenOf, type OwnProduct } from './support/api';
import { screenshot, shopUrl, useBrowser } from './support/browser';
import { onShopDatabase } from './support/database';
import { registerMember, withToken } from './support/session';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

type Who = 'visitor' | 'member' | 'merchant' | 'administrator';

/** What the screens are shown with: the test's own products, brands, category, orders and people. */
interface Data {
  token: Record<Exclude<Who, 'visitor'>, string>;
  product: OwnProduct;
  brand: { _id: string; slug: string };
  category: { _id: string; slug: string };
  orderId: string;
  /** The ids a dashboard path names; {address} is the signed-in role's own address. */
  ids: { product: string; merchantProduct: string; brand: string; merchantBrand: string; category: string; address: string };
}

interface Screen {
  who: Who;
  /** What the row is called in the test's name. */
  name: string;
  path: (data: Data) => string;
  /** A heading the page shows once it is ready. */
  heading: string | RegExp;
  /** What is done on the page before it is checked (open the bag, type a search …). */
  act?: (page: Page, data: Data) => Promise<void>;
  width?: number;
}

const bag = (page: Page) => page.getByRole('dialog', { name: 'Your Bag' });

async function addToBag(page: Page, data: Data): Promise<void> {
  await page.goto(shopUrl(`/product/${data.product.slug}`));
  await page.getByRole('button', { name: 'Add To Bag' }).click();
  await bag(page).waitFor();
}

const storefront = (who: Who, name: string, path: Screen['path'], heading: Screen['heading'], more: Partial<Screen> = {}): Screen => ({
  who,
  name,
  path,
  heading,
  ...more,
});

/** A dashboard page: its path below /dashboard ({product} and the like stand for the ids of the test's own rows) and its panel's heading. */
const dashboard = (who: Who, path: string, heading: string | RegExp): Screen => ({
  who,
  name: `dashboard${path}`,
  path: (data) => `/dashboard${path.replace(/\{(\w+)\}/g, (_all, key: keyof Data['ids']) => data.ids[key])}`,
  heading,
});

/** The shop's GSTR-1 of this month, which holds the order placed before the checks: every table filled in. */
async function returnOfThisMonth(page: Page): Promise<void> {
  await page.getByLabel('Month').fill(indianToday().slice(0, 7));
  await page.getByRole('region', { name: 'B2C small (table 7)' }).getByRole('row').nth(1).waitFor();
}

const SCREENS: Screen[] = [
  // The storefront, as a visitor.
  storefront('visitor', 'home', () => '/', 'Better Sleep, Better Living'),
  storefront('visitor', 'home on a phone', () => '/', 'Better Sleep, Better Living', { width: 360 }),
  storefront('visitor', 'shop', () => '/shop', 'Shop'),
  storefront('visitor', 'shop on a phone', () => '/shop', 'Shop', { width: 360 }),
  storefront('visitor', 'a category', (d) => `/shop/category/${d.category.slug}`, /Axe Sleep/),
  storefront('visitor', 'a brand', (d) => `/shop/brand/${d.brand.slug}`, /Axe Dreams/),
  storefront('visitor', 'brands', () => '/brands', 'Brands'),
  storefront('visitor', 'a product', (d) => `/product/${d.product.slug}`, /Axe Check Mattress/),
  storefront('visitor', 'search suggestions open', () => '/', 'Better Sleep, Better Living', {
    act: async (page, data) => {
      await page.getByRole('combobox', { name: 'Search products' }).fill('Axe Check');
      await page.getByRole('link', { name: new RegExp(data.product.name) }).waitFor();
    },
  }),
  storefront('visitor', 'brands menu open', () => '/', 'Better Sleep, Better Living', {
    act: async (page) => {
      await page.getByRole('button', { name: 'Brands' }).click();
      await page.getByRole('link', { name: 'See all' }).waitFor();
    },
  }),
  storefront('visitor', 'category menu open', () => '/', 'Better Sleep, Better Living', {
    act: async (page) => {
      await page.getByRole('button', { name: 'Shop By Category' }).click();
      await page.getByRole('dialog', { name: 'Shop By Category' }).getByRole('link', { name: /Axe Sleep/ }).waitFor();
    },
  }),
  storefront('visitor', 'bag open', (d) => `/product/${d.product.slug}`, /Axe Check Mattress/, { act: addToBag }),
  storefront('visitor', 'login', () => '/login', 'Login'),
  storefront('visitor', 'register', () => '/register', 'Sign Up'),
  storefront('visitor', 'forgot password', () => '/forgot-password', 'Forgot Password'),
  storefront('visitor', 'reset password', () => '/reset-password/not-a-real-token', 'Reset Password'),
  storefront('visitor', 'sell with us', () => '/sell', 'Sell With Us'),
  storefront('visitor', 'merchant sign-up', () => '/merchant-signup/not-a-real-token?email=ravi%40example.in', 'Complete Sign Up'),
  storefront('visitor', 'contact', () => '/contact', 'Contact Information'),
  storefront('visitor', 'policy', () => '/policy', 'Privacy Policy'),
  storefront('visitor', 'not found', () => '/no-such-page', 'Page not found'),
  storefront('visitor', 'form errors shown', () => '/register', 'Sign Up', {
    act: async (page) => {
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  }),

  // The storefront, signed in.
  storefront('member', 'home', () => '/', 'Better Sleep, Better Living'),
  storefront('member', 'a product', (d) => `/product/${d.product.slug}`, /Axe Check Mattress/),
  storefront('member', 'checkout with items', (d) => `/product/${d.product.slug}`, /Axe Check Mattress/, {
    act: async (page, data) => {
      await addToBag(page, data);
      await bag(page).getByRole('button', { name: 'Place Order' }).click();
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    },
  }),
  storefront('member', 'order success', (d) => `/order/success/${d.orderId}`, 'Thank you for your order.'),
  storefront('member', 'order', (d) => `/order/${d.orderId}`, 'Order Details'),
  storefront('visitor', 'a product on a phone', (d) => `/product/${d.product.slug}`, /Axe Check Mattress/, { width: 360 }),
  storefront('visitor', 'bag open on a phone', (d) => `/product/${d.product.slug}`, /Axe Check Mattress/, { width: 360, act: addToBag }),
  storefront('member', 'order on a phone', (d) => `/order/${d.orderId}`, 'Order Details', { width: 360 }),

  // The dashboard: every page each role's menu opens, with the add and edit forms.
  ...(['member', 'merchant', 'administrator'] as const).flatMap((who) => [
    dashboard(who, '', 'Account Details'),
    dashboard(who, '/security', 'Reset Password'),
    dashboard(who, '/address', 'Addresses'),
    dashboard(who, '/address/add', 'Add Address'),
    dashboard(who, '/address/edit/{address}', 'Edit Address'),
    dashboard(who, '/orders', /Orders/),
    dashboard(who, '/returns', /Returns/),
    dashboard(who, '/wishlist', 'Your Wishlist'),
    dashboard(who, '/support', /Support/),
  ]),
  dashboard('merchant', '/brand', 'Brand'),
  dashboard('merchant', '/brand/edit/{merchantBrand}', 'Edit Brand'),
  dashboard('merchant', '/product', 'Products'),
  dashboard('merchant', '/product/add', 'Add Product'),
  dashboard('merchant', '/product/edit/{merchantProduct}', 'Edit Product'),
  dashboard('merchant', '/returns/mine', 'Your Returns'),
  dashboard('merchant', '/overview', 'Overview'),
  dashboard('merchant', '/business', 'Business Details'),
  dashboard('merchant', '/payouts', 'Payouts'),
  dashboard('administrator', '/product', 'Products'),
  {
    ...dashboard('administrator', '/product', 'Products'),
    name: 'dashboard/product with a refused CSV import',
    act: async (page) => {
      // Nothing is written: one row lacks its fields.
      const csv = 'sku,name,description,price,quantity\r\nAXE-REFUSED-1,,,,\r\n';
      await page.getByLabel('CSV file').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('button', { name: 'Import CSV' }).click();
      await page.getByRole('list', { name: 'Refused rows' }).waitFor();
    },
  },
  dashboard('administrator', '/product/add', 'Add Product'),
  dashboard('administrator', '/product/edit/{product}', 'Edit Product'),
  dashboard('administrator', '/category', 'Categories'),
  dashboard('administrator', '/category/add', 'Add Category'),
  dashboard('administrator', '/category/edit/{category}', 'Edit Category'),
  dashboard('administrator', '/brand', 'Brands'),
  dashboard('administrator', '/brand/add', 'Add Brand'),
  dashboard('administrator', '/brand/edit/{brand}', 'Edit Brand'),
  dashboard('administrator', '/users', 'Users'),
  dashboard('administrator', '/merchants', 'Merchants'),
  dashboard('administrator', '/orders/customers', /Orders/),
  dashboard('administrator', '/returns/mine', 'Your Returns'),
  dashboard('administrator', '/review', 'Reviews'),
  dashboard('administrator', '/overview', 'Overview'),
  dashboard('administrator', '/payouts', 'Payouts'),
  { ...dashboard('administrator', '/product', 'Products'), name: 'dashboard/product on a phone', width: 360 },
  { ...dashboard('merchant', '/overview', 'Overview'), name: 'dashboard/overview on a phone', width: 360 },
  { ...dashboard('merchant', '/business', 'Business Details'), name: 'dashboard/business on a phone', width: 360 },
  { ...dashboard('merchant', '/payouts', 'Payouts'), name: 'dashboard/payouts on a phone', width: 360 },
  dashboard('merchant', '/gst-returns', 'GST returns'),
  { ...dashboard('administrator', '/gst-returns', 'GST returns'), name: 'dashboard/gst-returns this month', act: returnOfThisMonth },
  { ...dashboard('administrator', '/gst-returns', 'GST returns'), name: 'dashboard/gst-returns this month on a phone', width: 360, act: returnOfThisMonth },
];

/** The serious and critical violations of the page as it stands, one line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}\n    ${node.failureSummary?.replace(/\n/g, ' ')}`,
      ),
    );
}

/** A member with an address and a delivered order, and a pending review of the product. */
async function shopperWithOrder(adminToken: string, product: OwnProduct): Promise<{ token: string; orderId: string; addressId: string }> {
  const member = await registerMember({ firstName: 'Anjali', lastName: 'Nair' });
  const token = await tokenOf(member.email, member.password);
  const { address } = await call<{ address: { _id: string } }>('/address/add', {
    method: 'POST',
    token,
    body: { name: 'Anjali Nair', mobile: '9876543210', address: '7, Temple Road', city: 'Kochi', state: 'Kerala', country: 'India', zipCode: '682001', isDefault: true },
  });
  const order = await deliveredOrder(token, adminToken, product._id);
  await call('/review/add', { method: 'POST', token, body: { product: product._id, title: 'Restful', review: 'Slept well from the first night.', rating: 4, isRecommended: 1 } });
  await call('/wishlist', { method: 'POST', token, body: { product: product._id, isLiked: true } });
  return { token, orderId: order._id, addressId: address._id };
}

/** A merchant selling under a brand of its own, with one product and one address. */
async function merchantWithBrand(adminToken: string, tag: string): Promise<{ token: string; brand: { _id: string }; product: OwnProduct; addressId: string }> {
  const brand = await ownBrand(adminToken, `Axe Coir ${tag}`);
  const product = await ownProduct(adminToken, { name: `Axe Coir Mattress ${tag}`, price: 900, quantity: 10, brand: brand._id });
  const member = await registerMember({ firstName: 'Ravi', lastName: 'Menon' });
  const merchantId = randomUUID();
  await onShopDatabase(`UPDATE users SET role = 'ROLE_MERCHANT', merchant_id = $1 WHERE email = $2`, [merchantId, member.email]);
  await onShopDatabase('UPDATE brands SET merchant_id = $1 WHERE id = $2', [merchantId, brand._id]);
  const token = await tokenOf(member.email, member.password);
  const { address } = await call<{ address: { _id: string } }>('/address/add', {
    method: 'POST',
    token,
    body: { name: 'Ravi Menon', mobile: '9123456789', address: '3, Canal Road', city: 'Alappuzha', state: 'Kerala', country: 'India', zipCode: '688001', isDefault: true },
  });
  return { token, brand, product, addressId: address._id };
}

describe('accessibility (WCAG 2.2 AA) of every page, for each role that sees it', () => {
  const browser = useBrowser();
  let data: Data;
  let addressOf: Record<Exclude<Who, 'visitor'>, string>;

  beforeAll(async () => {
    const tag = randomUUID().slice(0, 6);
    const adminToken = await tokenOf(ADMIN.email, ADMIN.password);
    const brand = await ownBrand(adminToken, `Axe Dreams ${tag}`);
    const product = await ownProduct(adminToken, { name: `Axe Check Mattress ${tag}`, price: 1500, quantity: 50, brand: brand._id });
    const { category } = await call<{ category: Data['category'] }>('/category/add', {
      method: 'POST',
      token: adminToken,
      body: { name: `Axe Sleep ${tag}`, description: 'Mattresses of the accessibility test.', products: [product._id], isActive: true },
    });
    const shopper = await shopperWithOrder(adminToken, product);
    const merchant = await merchantWithBrand(adminToken, tag);
    await call('/merchant/seller-request', {
      method: 'POST',
      body: { name: 'Kavya Shetty', email: `kavya-${tag}@example.in`, phoneNumber: '(987) 654-3210', brand: `Axe Latex ${tag}`, business: 'Natural latex mattresses from Mangaluru since 2004.' },
    });
    const adminAddress = await call<{ address: { _id: string } }>('/address/add', {
      method: 'POST',
      token: adminToken,
      body: { name: 'Shop Admin', mobile: '9988776655', address: `${tag}, 100 Feet Road`, city: 'Bengaluru', state: 'Karnataka', country: 'India', zipCode: '560038' },
    });
    data = {
      token: { member: shopper.token, merchant: merchant.token, administrator: adminToken },
      product,
      brand,
      category,
      orderId: shopper.orderId,
      ids: {
        product: product._id,
        merchantProduct: merchant.product._id,
        brand: brand._id,
        merchantBrand: merchant.brand._id,
        category: category._id,
        address: '',
      },
    };
    addressOf = { member: shopper.addressId, merchant: merchant.addressId, administrator: adminAddress.address._id };
  });

  it.each(SCREENS.map((screen) => [`${screen.who}: ${screen.name}`, screen] as const))(
    '%s has no serious or critical violations',
    async (_name, screen) => {
      const page = await browser.visit(screen.width);
      const scoped = screen.who === 'visitor' ? data : { ...data, ids: { ...data.ids, address: addressOf[screen.who] } };
      if (screen.who !== 'visitor') await withToken(page, data.token[screen.who]);
      await page.goto(shopUrl(screen.path(scoped)));
      await page.getByRole('heading', { name: screen.heading }).first().waitFor();
      if (screen.act) await screen.act(page, scoped);
      await page.waitForFunction(() => document.querySelector('.spinner') === null);
      // Colours are judged once what fades or slides in has arrived (a notice, the bag).
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      );

      const found = await seriousViolations(page);
      if (found.length > 0) await screenshot(page, `axe-${screen.who}-${screen.name.replace(/[^\w]+/g, '-')}`);
      expect(found).toEqual([]);
    },
  );
});

describe('less motion for those who prefer it', () => {
  const browser = useBrowser();

  it('opens the bag without sliding, and buttons change at once, when the system asks for reduced motion', async () => {
    const admin = await tokenOf(ADMIN.email, ADMIN.password);
    const product = await ownProduct(admin, { name: `Still Night Pillow ${randomUUID().slice(0, 6)}`, price: 700, quantity: 10 });
    const durations = (page: Page, selector: string) =>
      page.locator(selector).first().evaluate((element) => {
        const style = getComputedStyle(element);
        return { animation: parseFloat(style.animationDuration), transition: parseFloat(style.transitionDuration) };
      });

    const moving = await browser.visit();
    await moving.goto(shopUrl(`/product/${product.slug}`));
    await moving.getByRole('button', { name: 'Add To Bag' }).click();
    expect((await durations(moving, '.drawer__panel')).animation).toBeGreaterThan(0.1);

    const still = await browser.visit();
    await still.emulateMedia({ reducedMotion: 'reduce' });
    await still.goto(shopUrl(`/product/${product.slug}`));
    await still.getByRole('button', { name: 'Add To Bag' }).click();
    expect((await durations(still, '.drawer__panel')).animation).toBeLessThan(0.001);
    expect((await durations(still, '.btn')).transition).toBeLessThan(0.001);
  });
});
