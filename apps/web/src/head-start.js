// Runs inline in index.html before anything is painted (the server allows it by its hash). A plain script:
// the app's code has not loaded yet. Bundled at build with what it imports (the shared utilities' price
// and picture rules, so it writes them as the app does), then written in: START_SCRIPTS, the app start's
// scripts; PRODUCTS_PER_PAGE and EAGER_CARDS, the shop's page size and how many cards load their pictures
// at once.
import { cardPriceText, openingVariant, smallImageUrl, STOCK_BADGE } from '@nidra/shared/util';

(() => {
  const html = document.documentElement;
  /** A link in the head, such as a preload. */
  const addLink = (properties) => document.head.appendChild(Object.assign(document.createElement('link'), properties));
  // At low priority, after the style sheets and the page's data: they are what the first paint waits for.
  const fetchScripts = () => {
    for (const href of START_SCRIPTS) addLink({ rel: 'modulepreload', crossOrigin: '', fetchPriority: 'low', href });
  };
  const hash = location.hash;
  // A link to any page but home: the home page in the HTML shows only its header and footer until that
  // page is drawn.
  const deepLink = !/^(#\/?)?$/.test(hash);
  if (deepLink) html.classList.add('deep-link');

  let page;
  try {
    if (localStorage.getItem('token')) {
      // Signed in: the painted header does not offer to sign in or up meanwhile, and the app draws the page
      // (it tells this shopper which products they like).
      html.classList.add('signed-in');
    } else {
      page = earlyPage(hash);
    }
  } catch {
    // Storage is blocked, or the address does not decode: the app draws the page.
  }
  if (!page) {
    // The app draws this page: its scripts are fetched at once, beside the page's data. Home, painted from
    // the HTML, asks for them once it is on screen (main.tsx), leaving the link to what it shows first.
    if (deepLink) fetchScripts();
    return;
  }

  // A shop or product page opened by a visitor not signed in: its data is asked for now, and the page's
  // first screen drawn from it here, before the app's scripts are even asked for (main.tsx waits for
  // `painted`). The app takes these answers as its own first requests of the same things (head-start.ts).
  // Drawn once the HTML is parsed (not at DOMContentLoaded, which waits for the app's entry script too).
  const parsed = new Promise((done) => {
    const check = () => document.readyState !== 'loading' && done();
    check();
    document.addEventListener('readystatechange', check);
  });
  const answers = page.requests.map((request) => {
    request.answer = fetch(`/api${request.key.split(' ')[1]}`, request.init)
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
    return request.answer.then((value) => (request.value = value));
  });
  // The pictures shown first are fetched as soon as they are known, even before the page is parsed.
  answers[0].then((value) => {
    for (const href of value ? page.pictures(value) : []) addLink({ rel: 'preload', as: 'image', href });
  });
  const painted = Promise.all(answers)
    .then(async (values) => {
      await parsed;
      const main = document.querySelector('.first-screen .shell__main');
      // Not when the visitor has moved on meanwhile, or the product is not there to show.
      const drawn = values[0] && main && location.hash === hash ? page.draw(...values) : null;
      if (!drawn) return fetchScripts();
      const wrapper = document.createElement('div');
      wrapper.className = 'early-page';
      wrapper.append(drawn);
      main.replaceChildren(wrapper);
      // On screen once its first pictures are decoded and the frame showing them has been presented (the
      // next frame has begun).
      await Promise.all([...wrapper.querySelectorAll('img[fetchpriority="high"], .gallery__main')].map((image) => image.decode?.().catch(() => undefined)));
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))));
    })
    .catch(fetchScripts);
  window.nidraHeadStart = { requests: page.requests, painted };

  /**
   * The page a hash names, when it is drawn here: its requests (each named by the app's endpoint and
   * argument, and keyed as the app's `requestKey` keys its own), the pictures it shows first, and how to draw
   * its first screen from the answers. The markup is the app's own (a browser test compares the two).
   */
  function earlyPage(hash) {
    const product = /^#\/product\/([^/?#]+)$/.exec(hash);
    if (product) {
      return {
        requests: [{ endpoint: 'getProductBySlug', arg: decodeURIComponent(product[1]), key: `GET /product/item/${product[1]}` }],
        pictures: (answer) => answer.product.imageUrls.slice(0, 1),
        draw: (answer) => drawProduct(answer.product),
      };
    }
    const shop = /^#\/shop(?:\/(category|brand)\/([^/?#]+))?$/.exec(hash);
    if (!shop) return undefined;
    const filter = { kind: shop[1], slug: shop[2] && decodeURIComponent(shop[2]) };
    // The request the shop page makes first: its filters as the address gives them, newest first, page 1.
    const body = {
      category: filter.kind === 'category' ? filter.slug : 'all',
      brand: filter.kind === 'brand' ? filter.slug : 'all',
      order: 0,
      rating: 0,
      pageNumber: 1,
    };
    return {
      requests: [
        {
          endpoint: 'listProducts',
          arg: body,
          key: `POST /product/list ${JSON.stringify(body)}`,
          init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        },
        { endpoint: 'getActiveCategories', key: 'GET /category/list' },
      ],
      // The first cards' pictures, at the 400 px the cards show.
      pictures: (answer) => answer.products.slice(0, EAGER_CARDS).flatMap((card) => (card.imageUrl ? [smallImageUrl(card.imageUrl)] : [])),
      draw: (list, categories) => drawShop(filter, list, categories?.categories ?? []),
    };
  }

  /**
   * The shop page from its answers, in the page's own markup: index.html holds it rendered by the app at
   * build time with one product (<template id="shop-page">); its filters, title, cards and pages are filled
   * in here as the app fills them.
   */
  function drawShop(filter, list, categories) {
    const template = document.getElementById('shop-page');
    if (!template || list.products.length === 0) return null;
    const shop = template.content.firstElementChild.cloneNode(true);

    // Every active category, the page shown marked as current (All only on the whole shop).
    const links = shop.querySelector('.filter__links');
    const all = links.firstElementChild;
    for (const category of categories) {
      const item = all.cloneNode(true);
      item.firstElementChild.setAttribute('href', `#/shop/category/${category.slug}`);
      item.firstElementChild.textContent = category.name;
      links.append(item);
    }
    for (const link of links.querySelectorAll('a')) {
      const current = link.getAttribute('href') === hash;
      setCurrent(link, current ? 'active' : '', current);
    }

    shop.querySelector('.shop__title').textContent =
      filter.kind === 'brand'
        ? (list.products[0].brand?.name ?? 'Brand')
        : filter.kind === 'category'
          ? (categories.find((category) => category.slug === filter.slug)?.name ?? 'Category')
          : 'Shop';
    shop.querySelector('.shop__showing').textContent = `Showing: 1 – ${list.products.length} products of ${list.totalProducts}`;

    const grid = shop.querySelector('.product-grid');
    const sample = grid.firstElementChild;
    grid.replaceChildren(...list.products.map((product, index) => drawCard(sample.cloneNode(true), product, index < EAGER_CARDS)));

    // Prev, the numbered pages (the first current), Next; only from a page's worth of products.
    const pagination = shop.querySelector('.pagination');
    if (list.totalProducts < PRODUCTS_PER_PAGE) {
      pagination.remove();
    } else {
      const [, first, next] = pagination.children;
      for (let number = 2; number <= list.pages; number++) {
        const button = first.cloneNode(true);
        button.textContent = String(number);
        setCurrent(button, 'pagination__item', false);
        next.before(button);
      }
      next.disabled = list.pages <= 1;
    }
    if (filter.kind !== 'brand') shop.querySelector('.shop__more').remove();
    return shop;
  }

  /** A product card (ProductCard) filled in from the template's. */
  function drawCard(item, product, eager) {
    const link = item.firstElementChild;
    link.setAttribute('href', `#/product/${product.slug}`);
    const picture = link.querySelector('.product-card__picture');
    if (product.imageUrl) {
      const image = picture.firstElementChild;
      image.setAttribute('alt', product.name);
      image.setAttribute('loading', eager ? 'eager' : 'lazy');
      image.setAttribute('fetchpriority', eager ? 'high' : 'auto');
      image.setAttribute('src', smallImageUrl(product.imageUrl));
    } else {
      picture.replaceChildren(element('span', { class: 'product-card__placeholder', 'aria-hidden': 'true' }));
    }
    const brand = link.querySelector('.product-card__brand');
    if (product.brand?.name) brand.textContent = product.brand.name;
    else brand.remove();
    link.querySelector('.product-card__name').textContent = product.name;
    link.querySelector('.product-card__price').textContent = cardPriceText(product);
    return item;
  }

  /** The product page's top (ProductDetails): pictures, stock, name, SKU, brand and description. */
  function drawProduct(product) {
    const images = product.imageUrls.slice(0, 3);
    // The badge of the variant the page opens at.
    const stock = openingVariant(product.variants ?? [])?.stock ?? 'out';
    return element(
      'article',
      { class: 'product container' },
      images.length === 0
        ? element('div', { class: 'gallery__main gallery__main--empty', role: 'img', 'aria-label': 'No picture yet' })
        : element(
            'div',
            { class: 'gallery' },
            element('img', { class: 'gallery__main', alt: product.name, width: 1200, height: 900, src: images[0] }),
            images.length > 1 &&
              element(
                'div',
                { class: 'gallery__thumbs' },
                ...images.map((url, index) =>
                  element(
                    'button',
                    {
                      type: 'button',
                      class: `gallery__thumb${index === 0 ? ' gallery__thumb--current' : ''}`,
                      'aria-label': `Picture ${index + 1}`,
                      'aria-pressed': index === 0,
                    },
                    element('img', { src: smallImageUrl(url), alt: '', width: 120, height: 90 }),
                  ),
                ),
              ),
          ),
      element(
        'div',
        { class: 'product__info' },
        element('p', { class: `badge ${stock === 'in' ? 'badge--on' : stock === 'low' ? 'badge--low' : 'badge--off'}` }, STOCK_BADGE[stock]),
        element('h1', { class: 'product__name' }, product.name),
        element('p', { class: 'product__sku' }, `SKU: ${product.sku}`),
        product.brand &&
          element('a', { class: 'product__brand', href: `#/shop/brand/${product.brand.slug}`, 'data-discover': 'true' }, `See more from ${product.brand.name}`),
        element('p', { class: 'product__description' }, product.description),
      ),
    );
  }

  /** An element with these attributes and children (text or elements; false and null are left out). */
  function element(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
    node.append(...children.filter((child) => child !== false && child !== null));
    return node;
  }

  /** Sets a link's or button's class, and marks it as the current page or not. */
  function setCurrent(node, className, current) {
    node.className = className;
    if (current) node.setAttribute('aria-current', 'page');
    else node.removeAttribute('aria-current');
  }
})();
