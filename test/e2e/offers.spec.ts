import type { Page } from '@playwright/test';
import { BundlesPage, BuylistPage, OfferPage, productOfferLink } from './pages/offers.ts';
import { accessibilityFailures } from './support/accessibility.ts';
import { expect, test } from './support/test.ts';

// Offers and merchandising in Chromium against the real server and its seeded catalogue (doc 3 §2 "Offers,
// bundles, meal deals", buylist; §8 "Offers show not-found or server-error states"; §9 type codes).

interface OfferedProduct {
  name: string;
  url: string;
  lineNumber: string;
  promotions: {
    promotionId: number;
    promotionTypeCode: string;
    promotionDescription: string;
    hidden: boolean;
  }[];
}

/** A product on a simple offer (not a meal deal), from the offers page's own call. */
async function productOnOffer(page: Page): Promise<{ product: OfferedProduct; description: string }> {
  const response = await page.request.put('/api/content-prod/v2/en?clientType=WEB_APP', {
    data: {
      contentUrl: '/shop/browse/offers',
      customerId: '-1',
      customerSearchRequest: { queryParams: { size: 48 } },
    },
  });
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: OfferedProduct[] };
  for (const product of products) {
    const offers = product.promotions.filter((offer) => !offer.hidden && offer.promotionTypeCode !== 'MD');
    // One offer only, so its description names one link on the product's page.
    if (offers.length === 1 && product.promotions.length === 1 && offers[0]) {
      return { product, description: offers[0].promotionDescription };
    }
  }
  throw new Error('The catalogue has no product on a single simple offer');
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityFailures(page)).toEqual([]);
}

test("an offer link on a product's page leads to the offer's page, which lists that product", async ({
  page,
}) => {
  const { product, description } = await productOnOffer(page);
  await page.goto(product.url);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible({ timeout: 20_000 });
  await productOfferLink(page, description).click();

  const offer = new OfferPage(page);
  await expect(page).toHaveURL(/\/ecom\/shop\/offers\/\d+$/);
  await expect(offer.heading(description)).toBeVisible();
  await expect(page).toHaveTitle('Offers | Waitrose');
  await expect(offer.ends).toBeVisible();
  await expect(offer.pod(product.name)).toBeVisible();
  await expectAccessible(page);
});

test('the New link in the header leads to the newest products', async ({ page }) => {
  await page.goto('/ecom/');
  await page.getByRole('banner').getByRole('link', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/\/ecom\/shop\/featured\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
});

test('the featured offers page lists offers, titled Offers', async ({ page }) => {
  await page.goto('/ecom/shop/featured/offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle('Offers | Waitrose');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
});

test('a bundle page from the bundles page: its groups, thresholds and products to add', async ({ page }) => {
  const bundles = new BundlesPage(page);
  await page.goto('/ecom/shop/featured/bundles');
  await expect(bundles.heading).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await bundles.bundleLink('Sunday roast').click();

  await expect(page).toHaveURL(/\/ecom\/bundles\/sunday-roast$/);
  await expect(bundles.bundleHeading('Sunday roast')).toBeVisible();
  const vegetables = bundles.group('Vegetables');
  await expect(vegetables.getByText('Choose 3')).toBeVisible();
  await expect(vegetables.getByRole('article').first()).toBeVisible();
  const joint = bundles.group('The joint');
  await expect(joint.getByText('Choose 1')).toBeVisible();
  await expect(joint.getByRole('button', { name: /^Add .* to trolley$/ }).first()).toBeVisible();
  await expectAccessible(page);
});

test('a buylist address shows its products, and its ad preview shows them without Add', async ({ page }) => {
  const response = await page.request.get('/api/offers-prod/v1/bundles/pizza-night');
  expect(response.ok()).toBe(true);
  const { bundle } = (await response.json()) as {
    bundle: { groups: { products: { name: string; lineNumber: string }[] }[] };
  };
  const products = bundle.groups.map((group) => group.products[0]).filter((product) => product !== undefined);
  expect(products.length).toBeGreaterThanOrEqual(3);
  const path = `/ecom/shop/buylist/${products.map((product) => product.lineNumber).join('+')}`;

  const buylist = new BuylistPage(page);
  await page.goto(path);
  await expect(buylist.heading).toBeVisible({ timeout: 20_000 });
  await expect(buylist.pods).toHaveCount(products.length);
  for (const product of products) {
    await expect(page.getByRole('main').getByRole('article', { name: product.name })).toBeVisible();
  }
  await expect(buylist.addButtons.first()).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${path}/preview`);
  await expect(buylist.previewHeading).toBeVisible();
  await expect(buylist.pods).toHaveCount(products.length);
  await expect(buylist.addButtons).toHaveCount(0);
  await expectAccessible(page);
});

test('an unknown offer says so and leads to all the offers', async ({ page }) => {
  const offer = new OfferPage(page);
  await page.goto('/ecom/shop/offers/999999');
  await expect(offer.notFound).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await offer.allOffersLink.click();
  await expect(page).toHaveURL(/\/ecom\/shop\/browse\/offers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
});

test('the offer pages fit a 390 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { product, description } = await productOnOffer(page);
  const offerId = product.promotions[0]?.promotionId;
  const highlights = '/ecom/shop/browse/offers/highlights/multi_buy';
  for (const path of [
    `/ecom/shop/offers/${offerId}`,
    '/ecom/shop/featured/bundles',
    '/ecom/bundles/afternoon-tea',
    highlights,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto(`/ecom/shop/offers/${offerId}`);
  await expect(new OfferPage(page).heading(description)).toBeVisible();
});

test('an offer that cannot be loaded says so and loads on Try again', async ({ page }) => {
  const { product, description } = await productOnOffer(page);
  const offerId = product.promotions[0]?.promotionId;
  let failing = true;
  await page.route(`**/api/offers-prod/v1/offers/${offerId}?**`, (route) =>
    failing ? route.fulfill({ status: 500, json: { type: 'INTERNAL', message: 'down' } }) : route.fallback(),
  );
  await page.goto(`/ecom/shop/offers/${offerId}`);
  await expect(page.getByRole('heading', { name: 'Sorry, something has gone wrong...' })).toBeVisible({
    timeout: 20_000,
  });
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(new OfferPage(page).heading(description)).toBeVisible();
});

test('an offer-type highlights page lists that type, and an unknown featured page is not found', async ({
  page,
}) => {
  await page.goto('/ecom/shop/browse/offers/highlights/multi_buy');
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main').getByText('Multibuy', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectAccessible(page);

  await page.goto('/ecom/shop/featured/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible({
    timeout: 20_000,
  });
});
