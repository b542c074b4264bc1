import { CatalogMessage } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { noticeShown, screenshot, useBrowser, watchNotices } from './support/browser';
import { signIn } from './support/session';

describe('managing brands in the dashboard', () => {
  const browser = useBrowser();

  it('lets the administrator add, edit, disable and delete a brand', async () => {
    const page = await browser.visit();
    await signIn(page, ADMIN.email, ADMIN.password);
    await watchNotices(page);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Brands' }).click();
    await page.getByRole('heading', { name: 'Brands' }).waitFor();
    await page.getByRole('link', { name: 'Add', exact: true }).click();

    await page.getByRole('button', { name: 'Add Brand' }).click();
    await page.getByText(CatalogMessage.nameRequired).waitFor();
    await page.getByText(CatalogMessage.descriptionRequired).waitFor();
    await page.getByLabel('Name').fill('Kumbha Sleep');
    await page.getByLabel('Description').fill('x'.repeat(201));
    await page.getByRole('button', { name: 'Add Brand' }).click();
    await page.getByText(CatalogMessage.descriptionMax).waitFor();
    await page.getByLabel('Description').fill('Coir and latex mattresses from Kerala.');
    await page.getByRole('button', { name: 'Add Brand' }).click();
    await noticeShown(page, CatalogMessage.brandAdded);

    await page.getByRole('link', { name: /Kumbha Sleep/ }).click();
    await page.getByRole('heading', { name: 'Edit Brand' }).waitFor();
    await page.getByText('kumbha-sleep').waitFor();
    expect(await page.locator('label.switch').getAttribute('title')).toBe(CatalogMessage.disableWarning('Kumbha Sleep'));
    await page.getByRole('checkbox', { name: 'Active' }).click();
    await noticeShown(page, CatalogMessage.brandUpdated);
    await page.getByRole('checkbox', { name: 'Disabled' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Disabled' }).isChecked()).toBe(false);
    await screenshot(page, 'brand-edit-1280');

    await page.getByLabel('Name').fill('Kumbha Sleep Co');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: /Kumbha Sleep Co/ }).waitFor();

    await page.getByRole('link', { name: /Kumbha Sleep Co/ }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await noticeShown(page, CatalogMessage.brandDeleted);
    await page.getByRole('heading', { name: 'Brands' }).waitFor();
    expect(await page.getByRole('link', { name: /Kumbha Sleep/ }).count()).toBe(0);
  });
});
