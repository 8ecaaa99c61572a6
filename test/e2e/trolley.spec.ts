import { Header } from './pages/header.ts';
import { ProductControls } from './pages/product.ts';
import { ProductListPage } from './pages/product-list.ts';
import { RegistrationPage } from './pages/registration.ts';
import { SignInPage } from './pages/sign-in.ts';
import { TrolleyPage } from './pages/trolley.ts';
import { accessibilityFailures } from './support/accessibility.ts';
import {
  type CatalogueProduct,
  productsSoldByTheItem,
  searchProducts,
  serverTrolley,
} from './support/shop-api.ts';
import { newShopper } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

// The trolley in Chromium against the real server (issue 6; doc 2 §2, §4; doc 1 §4 Startup and login).

const pounds = (amount: number) => `£${amount.toFixed(2)}`;

test('signed out, Add sends the shopper to sign in, and the item is in the trolley when they come back', async ({
  page,
}) => {
  const shopper = newShopper('trolley-return');
  const header = new Header(page);
  const trolley = new TrolleyPage(page);
  await new RegistrationPage(page).register(shopper);
  await page.goto('/ecom/');
  await header.signOut();

  const [product] = await productsSoldByTheItem(page, 'milk');
  if (!product) throw new Error('The seed has no milk sold by the item');
  const results = new ProductListPage(page);
  await results.search(product.name);
  const pod = new ProductControls(page, product.name, results.pod(product.name));
  await pod.add();

  await expect(page).toHaveURL(/\/ecom\/login\?redirect=/);
  await new SignInPage(page).signIn(shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/ecom\/shop\/search\?searchTerm=/);

  // The remembered add is applied once the trolley has loaded after sign-in.
  await expect(pod.quantity()).toHaveValue('1');
  await expect(header.trolleyCount).toHaveText('1');

  // Leaving the page cancels calls in flight: let the server answer first.
  await page.waitForLoadState('networkidle');
  await trolley.open();
  await expect(page).toHaveTitle(/My Trolley/);
  await expect(trolley.lines).toHaveCount(1);
  await expect(trolley.line(product.name)).toBeVisible();
  const server = await serverTrolley(page);
  expect(server.trolleyItems.map((item) => [item.lineNumber, item.quantity.amount])).toEqual([
    [product.lineNumber, 1],
  ]);
});

test('the trolley page needs sign-in: signed out, to login with redirect, and back to the trolley after', async ({
  page,
}) => {
  const shopper = newShopper('trolley-guard');
  const trolley = new TrolleyPage(page);
  await new RegistrationPage(page).register(shopper);
  await page.goto('/ecom/');
  await new Header(page).signOut();

  await trolley.open();
  await expect(page).toHaveURL('/ecom/login?redirect=%2Fecom%2Fshop%2Ftrolley');

  await new SignInPage(page).signIn(shopper.email, shopper.password);
  await expect(page).toHaveURL('/ecom/shop/trolley');
  await expect(trolley.heading).toBeVisible();
  await expect(page).toHaveTitle(/My Trolley/);
});

test('ten fast presses of + end with 11 on the server', async ({ page }) => {
  await new RegistrationPage(page).register(newShopper('trolley-clicks'));
  const [product] = await productsSoldByTheItem(page, 'tea');
  if (!product) throw new Error('The seed has no tea sold by the item');
  const controls = new ProductControls(page, product.name);
  const trolley = new TrolleyPage(page);

  await controls.open(product.url);
  await expect(controls.heading).toBeVisible();
  await controls.add();
  await controls.addMore(10);
  // The count shows at once; the server catches up.
  await expect(controls.quantity()).toHaveValue('11');
  await expect(new Header(page).trolleyCount).toHaveText('11');

  await page.waitForLoadState('networkidle');
  await trolley.open();
  await expect(trolley.lineQuantity(product.name)).toHaveValue('11');
  const server = await serverTrolley(page);
  expect(server.trolleyItems).toEqual([
    { lineNumber: product.lineNumber, quantity: { amount: 11, uom: 'C62' } },
  ]);
});

test('remove, then undo, puts the line back; the page’s totals are the server’s', async ({ page }) => {
  await new RegistrationPage(page).register(newShopper('trolley-undo'));
  const products = (await productsSoldByTheItem(page, 'organic')).slice(0, 3);
  expect(products).toHaveLength(3);
  const trolley = new TrolleyPage(page);

  for (const [index, product] of products.entries()) {
    const controls = new ProductControls(page, product.name);
    await controls.open(product.url);
    await controls.add();
    await controls.addMore(index);
    await expect(controls.quantity()).toHaveValue(String(index + 1));
    await page.waitForLoadState('networkidle');
  }

  await trolley.open();
  await expect(trolley.lines).toHaveCount(3);
  const [first] = products as [CatalogueProduct];
  await trolley.remove(first.name);
  await expect(trolley.lines).toHaveCount(2);
  await expect(trolley.line(first.name)).toHaveCount(0);
  await trolley.undo();
  await expect(trolley.line(first.name)).toBeVisible();
  await expect(trolley.lines).toHaveCount(3);

  // After a reload the page shows what the server keeps.
  await page.reload();
  await expect(trolley.lines).toHaveCount(3);
  await expect(trolley.lineQuantity(first.name)).toHaveValue('1');
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);
  const itemsShown = await trolley.itemsTotal.textContent();
  const totalShown = await trolley.estimatedTotal.textContent();

  const server = await serverTrolley(page);
  expect(server.trolleyItems.map((item) => item.quantity.amount).sort()).toEqual([1, 2, 3]);
  expect(itemsShown).toBe(pounds(server.trolleyTotals.itemTotalEstimatedCost.amount));
  expect(totalShown).toBe(pounds(server.trolleyTotals.totalEstimatedCost.amount));
});

test('loose fruit bought by the item, then switched to kilos: the server keeps each unit', async ({
  page,
}) => {
  await new RegistrationPage(page).register(newShopper('trolley-units'));
  const product = (await searchProducts(page, 'loose', 200)).find(
    (candidate) => candidate.availability === 'IN_STOCK' && candidate.weights.uoms.includes('C62'),
  );
  if (!product) throw new Error('The seed has no loose fruit sold by the item');
  const controls = new ProductControls(page, product.name);

  await controls.open(product.url);
  await expect(controls.heading).toBeVisible();
  await controls.buyBy('Items');
  await controls.add();
  await controls.addMore(2);
  await expect(controls.quantity()).toHaveValue('3');
  await page.waitForLoadState('networkidle');
  expect((await serverTrolley(page)).trolleyItems).toEqual([
    { lineNumber: product.lineNumber, quantity: { amount: 3, uom: 'C62' } },
  ]);

  await page.reload();
  // The page knows the line once the trolley has loaded.
  await expect(controls.quantity()).toHaveValue('3');
  await controls.buyBy('kg');
  await expect(controls.quantity('kilograms')).toHaveValue('0.5');
  await page.waitForLoadState('networkidle');
  expect((await serverTrolley(page)).trolleyItems).toEqual([
    { lineNumber: product.lineNumber, quantity: { amount: 0.5, uom: 'KGM' } },
  ]);
});
