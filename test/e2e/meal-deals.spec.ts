import type { Page } from '@playwright/test';
import { MealDealPage, MealDealsPage, TrolleyOffers } from './pages/meal-deals.ts';
import { ProductControls } from './pages/product.ts';
import { RegistrationPage } from './pages/registration.ts';
import { TrolleyPage } from './pages/trolley.ts';
import { accessibilityFailures } from './support/accessibility.ts';
import { serverTrolley } from './support/shop-api.ts';
import { newShopper } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

// Meal deals and missed offers in Chromium against the real server (issue 18; doc 3 §2, §3 Meal deal, §4 Meal
// deal journey, §5 Filters and offers; docs/api/meal-deals.md).

const MEAL_DEALS_API = '/api/meal-deals-prod/v1/meal-deals';

interface ApiProduct {
  id: string;
  name: string;
  lineNumber: string;
  availability: string;
  currentSaleUnitPrice: { price: { amount: number } };
  promotions: {
    promotionId: number;
    promotionType: string;
    promotionDescription: string;
    promoPath: string;
  }[];
}
interface ApiDeal {
  id: number;
  name: string;
  discount: { value: { amount: number } };
  groups: { name: string; threshold: number; products: ApiProduct[] }[];
}

/** The deal as the page gets it (its groups' products from the catalogue's lookup), to choose products by name. */
async function mealDeal(page: Page, name: string): Promise<ApiDeal> {
  const list = (await (await page.request.get(MEAL_DEALS_API)).json()) as {
    mealDeals: { id: number; name: string }[];
  };
  const found = list.mealDeals.find((deal) => deal.name === name);
  if (!found) throw new Error(`No ${name} today`);
  const { mealDeal: deal } = (await (await page.request.get(`${MEAL_DEALS_API}/${found.id}`)).json()) as {
    mealDeal: Omit<ApiDeal, 'groups'> & {
      groups: { name: string; threshold: number; lineNumbers: string[] }[];
    };
  };
  const groups = [];
  for (const group of deal.groups) {
    const answer = await page.request.get(`/api/products-prod/v1/products/${group.lineNumbers.join('+')}`);
    const { products } = (await answer.json()) as { products: ApiProduct[] };
    groups.push({ ...group, products });
  }
  return { ...deal, groups };
}

/** A product of a group in no other offer that saves (so the deal's saving is the trolley's). */
function plainChoice(group: ApiDeal['groups'][number], dealId: number): ApiProduct {
  const product = group.products.find(
    (candidate) =>
      candidate.availability === 'IN_STOCK' &&
      candidate.promotions.every(
        (promotion) =>
          promotion.promotionId === dealId ||
          ['NEW_LOWER_PRICE', 'PRICE_MATCH'].includes(promotion.promotionType),
      ),
  );
  if (!product) throw new Error(`No plain product in ${group.name}`);
  return product;
}

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

test('a meal deal from shop/featured/meal-deals: one of each group completes it, and the trolley shows the saving', async ({
  page,
}) => {
  test.slow();
  await new RegistrationPage(page).register(newShopper('meal-deal'));
  const deal = await mealDeal(page, 'Lunch Meal Deal');
  const choices = deal.groups.map((group) => ({ group: group.name, product: plainChoice(group, deal.id) }));
  const full = choices.reduce(
    (sum, choice) => sum + Math.round(choice.product.currentSaleUnitPrice.price.amount * 100),
    0,
  );
  const saving = full - Math.round(deal.discount.value.amount * 100);
  expect(saving).toBeGreaterThan(0);

  const list = new MealDealsPage(page);
  await list.open();
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);
  await list.deal('Lunch Meal Deal').click();

  const dealPage = new MealDealPage(page);
  await expect(dealPage.heading('Lunch Meal Deal')).toBeVisible();
  await expect(dealPage.allForJust).toHaveText('All for just £4.00');
  await expect(page).toHaveTitle(/Lunch Meal Deal/);
  await expect(dealPage.standing).toContainText('Nothing from this deal is in your trolley yet');
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);

  // All but the last group: the deal is not complete and says what is missing.
  for (const choice of choices.slice(0, -1)) await dealPage.addFromGroup(choice.group, choice.product.name);
  const last = choices.at(-1) as (typeof choices)[number];
  await expect(dealPage.standing).toContainText('Not complete yet');
  await expect(dealPage.standing).toContainText(`Add 1 more from ${last.group}`);

  await dealPage.addFromGroup(last.group, last.product.name);
  await expect(dealPage.standing).toContainText('Complete');
  await expect(dealPage.standing).toContainText(`You save ${pounds(saving)}`);
  // The server has priced every change before the trolley page is opened.
  await page.waitForLoadState('networkidle');

  await dealPage.standing.getByRole('link', { name: 'View trolley' }).click();
  const trolley = new TrolleyPage(page);
  await expect(trolley.heading).toBeVisible();
  for (const choice of choices) await expect(trolley.line(choice.product.name)).toBeVisible();
  const offers = new TrolleyOffers(page);
  const built = offers.mealDeal('Lunch Meal Deal');
  await expect(built).toContainText('Complete');
  await expect(built).toContainText(`You save ${pounds(saving)}`);
  // The trolley's totals take off what the builder says the deal saves.
  await expect(offers.savingsTotal).toHaveText(`-${pounds(saving)}`);
  // On a meal-deal journey (doc 3 §4), the way back to the deal.
  await expect(offers.mealDeals.getByRole('link', { name: 'Back to Lunch Meal Deal' })).toBeVisible();
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);

  await offers.mealDeals.getByRole('link', { name: 'Back to Lunch Meal Deal' }).click();
  await expect(dealPage.heading('Lunch Meal Deal')).toBeVisible();
  await expect(dealPage.standing).toContainText('Complete');

  const server = await serverTrolley(page);
  expect(Math.round(server.trolleyTotals.savingsFromOffers.amount * 100)).toBe(saving);
});

test('a product’s meal-deal offer link opens the meal deal’s page', async ({ page }) => {
  const deal = await mealDeal(page, 'Dine In for Two');
  const product = deal.groups[0]?.products[0];
  if (!product) throw new Error('The deal has no products');
  const controls = new ProductControls(page, product.name);
  await controls.open(`/ecom/products/p/${product.id}`);
  await expect(controls.heading).toBeVisible();
  await page.getByRole('list', { name: 'Offers' }).getByRole('link', { name: 'Dine In for Two' }).click();
  await expect(page).toHaveURL(new RegExp(`/ecom/shop/meal-deals/${deal.id}$`));
  const dealPage = new MealDealPage(page);
  await expect(dealPage.heading('Dine In for Two')).toBeVisible();
  await expect(dealPage.allForJust).toHaveText('All for just £15.00');
  await expect(
    dealPage.group(deal.groups[0]?.name ?? '').getByRole('link', { name: product.name }),
  ).toBeVisible();
});

test('a meal deal that does not exist is not found', async ({ page }) => {
  await page.goto('/ecom/shop/meal-deals/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('an untriggered multi-buy shows on the trolley page as a missed offer', async ({ page }) => {
  await new RegistrationPage(page).register(newShopper('missed-offer'));
  const multiBuy = await multiBuyProduct(page);
  const controls = new ProductControls(page, multiBuy.product.name);
  await controls.open(`/ecom/products/p/${multiBuy.product.id}`);
  await controls.add();
  await expect(controls.quantity()).toHaveValue('1');
  await page.waitForLoadState('networkidle');

  const trolley = new TrolleyPage(page);
  await trolley.open();
  await expect(trolley.line(multiBuy.product.name)).toBeVisible();
  const offers = new TrolleyOffers(page);
  const link = offers.missedOffers.getByRole('link', { name: multiBuy.description });
  await expect(link).toHaveAttribute('href', `/ecom/shop/offers/${multiBuy.promotionId}`);
  await expect(offers.missedOffers).toContainText(/Buy \d+ more to get this offer/);
  await expect(offers.missedOffers).toContainText(`On ${multiBuy.product.name}`);
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);
});

/** A product in stock, sold by the item, in a multi-buy ('Any 3 for £5') and no other offer. */
async function multiBuyProduct(page: Page) {
  for (const searchTerm of ['crisps', 'water', 'juice', 'yogurt', 'cheese', 'biscuits', 'pasta', 'soup']) {
    const response = await page.request.put('/api/content-prod/v2/en?clientType=WEB_APP', {
      data: {
        contentUrl: '/shop/search',
        customerId: '-1',
        customerSearchRequest: { queryParams: { searchTerm, size: 200 } },
      },
    });
    const { products } = (await response.json()) as {
      products: (ApiProduct & { defaultQuantity: { uom: string } })[];
    };
    for (const product of products) {
      const [promotion, ...others] = product.promotions;
      if (
        promotion?.promotionType === 'MULTI_BUY' &&
        others.length === 0 &&
        product.availability === 'IN_STOCK' &&
        product.defaultQuantity.uom === 'C62'
      )
        return { product, promotionId: promotion.promotionId, description: promotion.promotionDescription };
    }
  }
  throw new Error('No multi-buy product found');
}
