import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { newShopper, register, signIn, signOut } from './support/shopper.ts';
import { expect, test } from './support/test.ts';

// The trolley in Chromium against the real server (issue 6; doc 2 §2, §4; doc 1 §4 Startup and login).

interface ShopProduct {
  name: string;
  lineNumber: string;
  url: string;
}

/** In-stock products sold by the item, from the content service, as the search page gets them. */
async function productsSoldByTheItem(page: Page, searchTerm: string): Promise<ShopProduct[]> {
  const response = await page.request.put('/api/content-prod/v2/en?clientType=WEB_APP', {
    data: {
      contentUrl: '/shop/search',
      customerId: '-1',
      customerSearchRequest: { queryParams: { searchTerm } },
    },
  });
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as {
    products: {
      name: string;
      lineNumber: string;
      url: string;
      availability: string;
      defaultQuantity: { uom: string };
    }[];
  };
  return products.filter(
    (product) => product.availability === 'IN_STOCK' && product.defaultQuantity.uom === 'C62',
  );
}

const TROLLEY_QUERY = `query getTrolley { getTrolley {
  failures { message type }
  trolley { trolleyItems { lineNumber quantity { amount uom } }
    trolleyTotals { itemTotalEstimatedCost { amount } totalEstimatedCost { amount } savingsFromOffers { amount } } }
} }`;

interface ServerTrolley {
  trolleyItems: { lineNumber: string; quantity: { amount: number; uom: string } }[];
  trolleyTotals: {
    itemTotalEstimatedCost: { amount: number };
    totalEstimatedCost: { amount: number };
    savingsFromOffers: { amount: number };
  };
}

/**
 * The shopper's trolley as the server has it, through the graph endpoint with a token of the page's own
 * session. It renews the session's csrf value and token, so tests ask it last.
 */
async function serverTrolley(page: Page): Promise<ServerTrolley> {
  const csrf = (await (
    await page.request.get('/api/token-client-prod/v1/csrf?clientType=WEB_APP')
  ).json()) as {
    csrf: string;
  };
  const token = await page.request.post('/api/token-client-prod/v1/token?clientType=WEB_APP', {
    headers: { 'x-csrf-token': csrf.csrf },
  });
  const { accessToken } = (await token.json()) as { accessToken: string };
  const answer = await page.request.post('/api/graphql-prod/v1/graphql?tag=getTrolley', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { query: TROLLEY_QUERY },
  });
  const body = (await answer.json()) as {
    data: { getTrolley: { trolley: ServerTrolley; failures: unknown[] } };
  };
  expect(body.data.getTrolley.failures).toEqual([]);
  return body.data.getTrolley.trolley;
}

/** Serious and critical WCAG 2.2 AA failures in the page's main region (as test/e2e/catalogue.spec.ts). */
async function accessibilityFailures(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target),
    }));
}

const pounds = (amount: number) => `£${amount.toFixed(2)}`;
const headerCount = (page: Page) => page.getByRole('banner').getByTestId('trolley-count');
const trolleyLines = (page: Page) =>
  page.getByRole('list', { name: 'Items in your trolley' }).getByRole('listitem');

test('signed out, Add sends the shopper to sign in, and the item is in the trolley when they come back', async ({
  page,
}) => {
  const shopper = newShopper('trolley-return');
  await register(page, shopper);
  await page.goto('/ecom/');
  await signOut(page);

  const [product] = await productsSoldByTheItem(page, 'milk');
  if (!product) throw new Error('The seed has no milk sold by the item');
  await page.goto(`/ecom/shop/search?searchTerm=${encodeURIComponent(product.name)}`);
  const pod = page.getByRole('main').getByRole('article', { name: product.name }).first();
  await pod.getByRole('button', { name: `Add ${product.name} to trolley` }).click();

  await expect(page).toHaveURL(/\/ecom\/login\?redirect=/);
  await signIn(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/ecom\/shop\/search\?searchTerm=/);

  // The remembered add is applied once the trolley has loaded after sign-in.
  await expect(pod.getByRole('textbox', { name: `${product.name}: quantity in items` })).toHaveValue('1');
  await expect(headerCount(page)).toHaveText('1');

  // Leaving the page cancels calls in flight: let the server answer first.
  await page.waitForLoadState('networkidle');
  await page.goto('/ecom/shop/trolley');
  await expect(page).toHaveTitle(/My Trolley/);
  await expect(trolleyLines(page)).toHaveCount(1);
  await expect(page.getByRole('listitem', { name: product.name })).toBeVisible();
  const server = await serverTrolley(page);
  expect(server.trolleyItems.map((item) => [item.lineNumber, item.quantity.amount])).toEqual([
    [product.lineNumber, 1],
  ]);
});

test('the trolley page needs sign-in: signed out, to login with redirect, and back to the trolley after', async ({
  page,
}) => {
  const shopper = newShopper('trolley-guard');
  await register(page, shopper);
  await page.goto('/ecom/');
  await signOut(page);

  await page.goto('/ecom/shop/trolley');
  await expect(page).toHaveURL('/ecom/login?redirect=%2Fecom%2Fshop%2Ftrolley');

  await signIn(page, shopper.email, shopper.password);
  await expect(page).toHaveURL('/ecom/shop/trolley');
  await expect(page.getByRole('heading', { level: 1, name: /^My Trolley/ })).toBeVisible();
  await expect(page).toHaveTitle(/My Trolley/);
});

test('ten fast presses of + end with 11 on the server', async ({ page }) => {
  await register(page, newShopper('trolley-clicks'));
  const [product] = await productsSoldByTheItem(page, 'tea');
  if (!product) throw new Error('The seed has no tea sold by the item');

  await page.goto(product.url);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: `Add ${product.name} to trolley` }).click();
  const more = page.getByRole('button', { name: `Add 1 more of ${product.name}` });
  for (let press = 0; press < 10; press += 1) await more.click();
  // The count shows at once; the server catches up.
  await expect(page.getByRole('textbox', { name: `${product.name}: quantity in items` })).toHaveValue('11');
  await expect(headerCount(page)).toHaveText('11');

  await page.waitForLoadState('networkidle');
  await page.goto('/ecom/shop/trolley');
  const line = page.getByRole('listitem', { name: product.name });
  await expect(line.getByRole('textbox', { name: /quantity/ })).toHaveValue('11');
  const server = await serverTrolley(page);
  expect(server.trolleyItems).toEqual([
    { lineNumber: product.lineNumber, quantity: { amount: 11, uom: 'C62' } },
  ]);
});

test('remove, then undo, puts the line back; the page’s totals are the server’s', async ({ page }) => {
  await register(page, newShopper('trolley-undo'));
  const products = (await productsSoldByTheItem(page, 'organic')).slice(0, 3);
  expect(products).toHaveLength(3);

  for (const [index, product] of products.entries()) {
    await page.goto(product.url);
    await page.getByRole('button', { name: `Add ${product.name} to trolley` }).click();
    for (let press = 0; press < index; press += 1) {
      await page.getByRole('button', { name: `Add 1 more of ${product.name}` }).click();
    }
    await expect(page.getByRole('textbox', { name: `${product.name}: quantity in items` })).toHaveValue(
      String(index + 1),
    );
    await page.waitForLoadState('networkidle');
  }

  await page.goto('/ecom/shop/trolley');
  await expect(trolleyLines(page)).toHaveCount(3);
  const [first] = products as [ShopProduct];
  await page.getByRole('button', { name: `Remove ${first.name}` }).click();
  await expect(trolleyLines(page)).toHaveCount(2);
  await expect(page.getByRole('listitem', { name: first.name })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('listitem', { name: first.name })).toBeVisible();
  await expect(trolleyLines(page)).toHaveCount(3);

  // After a reload the page shows what the server keeps.
  await page.reload();
  await expect(trolleyLines(page)).toHaveCount(3);
  await expect(
    page.getByRole('listitem', { name: first.name }).getByRole('textbox', { name: /quantity/ }),
  ).toHaveValue('1');
  expect(await accessibilityFailures(page)).toEqual([]);
  const itemsShown = await page.getByTestId('items-total').textContent();
  const totalShown = await page.getByTestId('estimated-total').textContent();

  const server = await serverTrolley(page);
  expect(server.trolleyItems.map((item) => item.quantity.amount).sort()).toEqual([1, 2, 3]);
  expect(itemsShown).toBe(pounds(server.trolleyTotals.itemTotalEstimatedCost.amount));
  expect(totalShown).toBe(pounds(server.trolleyTotals.totalEstimatedCost.amount));
});

test('loose fruit bought by the item, then switched to kilos: the server keeps each unit', async ({
  page,
}) => {
  await register(page, newShopper('trolley-units'));
  const response = await page.request.put('/api/content-prod/v2/en?clientType=WEB_APP', {
    data: {
      contentUrl: '/shop/search',
      customerId: '-1',
      customerSearchRequest: { queryParams: { searchTerm: 'loose', size: 200 } },
    },
  });
  const { products } = (await response.json()) as {
    products: {
      name: string;
      lineNumber: string;
      url: string;
      availability: string;
      weights: { uoms: string[] };
    }[];
  };
  const product = products.find(
    (candidate) => candidate.availability === 'IN_STOCK' && candidate.weights.uoms.includes('C62'),
  );
  if (!product) throw new Error('The seed has no loose fruit sold by the item');

  await page.goto(product.url);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const units = page.getByRole('group', { name: `Buy ${product.name} by` });
  await units.getByRole('radio', { name: 'Items' }).check();
  await page.getByRole('button', { name: `Add ${product.name} to trolley` }).click();
  await page.getByRole('button', { name: `Add 1 more of ${product.name}` }).click();
  await page.getByRole('button', { name: `Add 1 more of ${product.name}` }).click();
  await expect(page.getByRole('textbox', { name: `${product.name}: quantity in items` })).toHaveValue('3');
  await page.waitForLoadState('networkidle');
  expect((await serverTrolley(page)).trolleyItems).toEqual([
    { lineNumber: product.lineNumber, quantity: { amount: 3, uom: 'C62' } },
  ]);

  await page.reload();
  // The page knows the line once the trolley has loaded.
  await expect(page.getByRole('textbox', { name: `${product.name}: quantity in items` })).toHaveValue('3');
  await page
    .getByRole('group', { name: `Buy ${product.name} by` })
    .getByRole('radio', { name: 'kg' })
    .check();
  await expect(page.getByRole('textbox', { name: `${product.name}: quantity in kilograms` })).toHaveValue(
    '0.5',
  );
  await page.waitForLoadState('networkidle');
  expect((await serverTrolley(page)).trolleyItems).toEqual([
    { lineNumber: product.lineNumber, quantity: { amount: 0.5, uom: 'KGM' } },
  ]);
});
