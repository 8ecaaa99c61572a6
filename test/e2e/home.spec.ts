import { HomePage } from './pages/home.ts';
import { ProductControls } from './pages/product.ts';
import { ProductListPage } from './pages/product-list.ts';
import { Shell } from './pages/shell.ts';
import { accessibilityFailures } from './support/accessibility.ts';
import { shopperReadyToCheckOut } from './support/checkout-journey.ts';
import { productsSoldByTheItem } from './support/shop-api.ts';
import { expect, test } from './support/test.ts';

test('the home page shows the groceries departments from the database', async ({
  page,
  browserName,
  browser,
}) => {
  expect(browserName).toBe('chromium');
  expect(browser.version()).toMatch(/^\d+\./);

  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/taxonomy-prod/v1/categories/')) answers.push(response.status());
  });

  // The server renders the home page with its departments (issue 20)...
  const shell = new Shell(page);
  const sent = await page.goto('/ecom/');
  expect(await sent?.text()).toContain('Fresh &amp; Chilled');
  await expect(shell.heading).toBeVisible();
  await expect(shell.firstSection).toBeVisible();
  await expect(shell.main).toContainText('Fresh & Chilled');

  // ...and the browser asks the taxonomy service for them when it renders the page itself: coming home
  // from a product page by its breadcrumb.
  const [product] = await productsSoldByTheItem(page, 'milk');
  if (!product) throw new Error('The shop has no milk');
  await page.goto(product.url);
  await new ProductControls(page, product.name).breadcrumbs.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/ecom\/$/);
  await expect(shell.main).toContainText('Fresh & Chilled');
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.every((status) => status === 200)).toBe(true);
});

test('a department card leads to its browse page, and a category in a card to its own', async ({ page }) => {
  const home = new HomePage(page);
  const results = new ProductListPage(page);
  await home.open();
  await home.departmentLink('Bakery').click();
  await expect(page).toHaveURL(/\/ecom\/shop\/browse\/groceries\/bakery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bakery' })).toBeVisible();
  await expect(results.pods.first()).toBeVisible();

  await home.open();
  const category = home
    .department('Bakery')
    .getByRole('list', { name: 'Bakery categories' })
    .getByRole('link')
    .first();
  const name = (await category.textContent()) ?? '';
  await category.click();
  await expect(page).toHaveURL(/\/ecom\/shop\/browse\/groceries\/bakery\/[a-z_]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the home page sells: today’s campaign, offers of the week and new products with Add, no serious accessibility failure', async ({
  page,
}) => {
  const home = new HomePage(page);
  await home.open();
  // The shop's clock chooses the campaign (2026-11-26: Thanksgiving, then Christmas from the 27th).
  await expect(home.campaign.getByRole('heading', { level: 2 })).toBeVisible();
  const campaignLink = home.campaign.getByRole('link', { name: /^Shop / });
  await expect(campaignLink).toHaveAttribute('href', /^\/ecom\/shop\/browse\//);

  await expect(home.pods(home.offers).first()).toBeVisible();
  expect(await home.pods(home.offers).count()).toBeGreaterThanOrEqual(3);
  await expect(home.offers.getByRole('link', { name: 'See all offers' })).toHaveAttribute(
    'href',
    '/ecom/shop/browse/offers',
  );
  await expect(home.pods(home.newProducts).first()).toBeVisible();
  await expect(home.newProducts.getByRole('link', { name: 'See all new' })).toHaveAttribute(
    'href',
    '/ecom/shop/featured/new',
  );
  // The first shelf is on the first screen: its pictures are not lazy-loaded.
  await expect(home.pods(home.offers).first().locator('img')).toHaveAttribute('loading', 'eager');
  // Signed out, Add takes the shopper to sign in; the pod offers it once the shop has arrived.
  await expect(home.pods(home.offers).first().getByRole('button', { name: /^Add/ })).toBeVisible();

  expect(await accessibilityFailures(page)).toEqual([]);

  await campaignLink.click();
  await expect(page).toHaveURL(/\/ecom\/shop\/browse\//);
  await expect(new Shell(page).notFound).toHaveCount(0);
});

test('signed in with a booked slot, the home page shows the slot and the trolley at a glance', async ({
  page,
}) => {
  test.slow();
  await shopperReadyToCheckOut(page, 'home-glance', 13);
  const home = new HomePage(page);
  await home.open();
  await expect(home.slotAtAGlance).toContainText(/^Your slot\s*Delivery: \w{3} \d{1,2} \w{3}, /);
  await expect(home.slotAtAGlance.getByRole('link', { name: 'Change slot' })).toHaveAttribute(
    'href',
    '/ecom/bookslot',
  );
  await expect(home.trolleyAtAGlance).toContainText(/\d+ items in your trolley/);
  await expect(home.trolleyAtAGlance).toContainText(/Estimated total £\d+\.\d\d/);
  await home.trolleyAtAGlance.getByRole('link', { name: 'View trolley' }).click();
  await expect(page).toHaveURL(/\/ecom\/shop\/trolley$/);

  await home.open();
  await expect(home.slotAtAGlance).toBeVisible();
  expect(await accessibilityFailures(page)).toEqual([]);
});

test('an unknown storefront path answers 404 with the app, which shows not found', async ({ page }) => {
  const response = await page.goto('/ecom/no/such/page');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['cache-control']).toBe('no-cache');
  await expect(new Shell(page).notFound).toBeVisible();
});

test('the API answers health and unknown routes with JSON', async ({ request }) => {
  const health = await request.get('/api/health-prod/v1/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  const missing = await request.get('/api/nothing-prod/v1/here');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ type: 'NOT_FOUND' });
});
