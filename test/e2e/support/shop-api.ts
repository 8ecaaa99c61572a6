import { type APIRequestContext, expect, type Page } from '@playwright/test';

// What the journeys arrange or check behind the page, through the shop's own API with the page's own
// session (docs/api/*.md): the products a search finds, the trolley and addresses the server keeps, and the
// development-only routes (slot capacities, the outbox).

export interface CatalogueProduct {
  name: string;
  lineNumber: string;
  url: string;
  /** '£2.35'. */
  displayPrice: string;
  availability: string;
  productType: string;
  defaultQuantity: { uom: string };
  weights: { uoms: string[] };
}

/** The products a search finds, as the search page gets them from the content service. */
export async function searchProducts(
  page: Page,
  searchTerm: string,
  size?: number,
): Promise<CatalogueProduct[]> {
  const response = await page.request.put('/api/content-prod/v2/en?clientType=WEB_APP', {
    data: {
      contentUrl: '/shop/search',
      customerId: '-1',
      customerSearchRequest: { queryParams: { searchTerm, ...(size === undefined ? {} : { size }) } },
    },
  });
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: CatalogueProduct[] };
  return products;
}

/** In-stock products a search finds that are sold by the item. */
export async function productsSoldByTheItem(page: Page, searchTerm: string): Promise<CatalogueProduct[]> {
  return (await searchProducts(page, searchTerm)).filter(
    (product) => product.availability === 'IN_STOCK' && product.defaultQuantity.uom === 'C62',
  );
}

/** An in-stock entertaining product sold by the item (collected only with an entertaining collection). */
export async function entertainingProduct(page: Page): Promise<CatalogueProduct> {
  const product = (await productsSoldByTheItem(page, 'canapes')).find(
    (candidate) => candidate.productType === 'E',
  );
  if (!product) throw new Error('The catalogue has no entertaining product to add');
  return product;
}

/**
 * The bearer the page's own calls carry, once it is a signed-in customer's (not the anonymous one). Watch
 * before signing in; `signedInBearer` waits for it.
 */
export function watchBearer(page: Page): () => string {
  let bearer = '';
  page.on('request', (request) => {
    const value = request.headers().authorization;
    if (value?.startsWith('Bearer ') && value !== 'Bearer unauthenticated') bearer = value;
  });
  return () => {
    if (!bearer) throw new Error('The page has made no signed-in call yet');
    return bearer;
  };
}

/** Opens the account page, whose own calls carry the customer's token, and answers that token. */
export async function signedInBearer(page: Page, bearer: () => string): Promise<string> {
  await page.goto('/ecom/myaccount');
  await expect.poll(() => bearer().length).toBeGreaterThan(0);
  return bearer();
}

/** A graph operation with the customer's token; answers its data. */
async function graph<T>(page: Page, bearer: string, tag: string, query: string, variables?: object) {
  const answer = await page.request.post(`/api/graphql-prod/v1/graphql?tag=${tag}`, {
    headers: { authorization: bearer },
    data: { query, ...(variables ? { variables } : {}) },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

const ADD_ADDRESS = `mutation addAddress($address: AddressInput!, $version: Int) {
  addAddress(address: $address, version: $version) { address { id postalCode } failures { message type } }
}`;

/** Saves a delivery address the seeded Bracknell branch delivers to, as the shopper; answers its id. */
export async function addAddress(page: Page, bearer: string, line1: string): Promise<string> {
  const { addAddress } = await graph<{
    addAddress: { address: { id: string } | null; failures: unknown[] };
  }>(page, bearer, 'addAddress', ADD_ADDRESS, {
    version: 2,
    address: {
      line1,
      town: 'Bracknell',
      country: 'GB',
      postalCode: 'RG12 1EN',
      addressee: { firstName: 'Ann', lastName: 'Smith' },
    },
  });
  expect(addAddress.failures).toEqual([]);
  return addAddress.address?.id ?? '';
}

const ADD_ITEM = `mutation addItemToTrolley($trolleyItem: TrolleyItemInput!) {
  addItemToTrolley(trolleyItem: $trolleyItem) { failures { message type } }
}`;

/** Puts one of a product sold by the item in the shopper's trolley. */
export async function addItemToTrolley(page: Page, bearer: string, lineNumber: string): Promise<void> {
  await graph(page, bearer, 'addItemToTrolley', ADD_ITEM, {
    trolleyItem: { lineNumber, quantity: { amount: 1, uom: 'C62' } },
  });
}

const TROLLEY_QUERY = `query getTrolley { getTrolley {
  failures { message type }
  trolley { trolleyItems { lineNumber quantity { amount uom } }
    trolleyTotals { itemTotalEstimatedCost { amount } totalEstimatedCost { amount } savingsFromOffers { amount } } }
} }`;

export interface ServerTrolley {
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
export async function serverTrolley(page: Page): Promise<ServerTrolley> {
  const csrf = (await (
    await page.request.get('/api/token-client-prod/v1/csrf?clientType=WEB_APP')
  ).json()) as {
    csrf: string;
  };
  const token = await page.request.post('/api/token-client-prod/v1/token?clientType=WEB_APP', {
    headers: { 'x-csrf-token': csrf.csrf },
  });
  const { accessToken } = (await token.json()) as { accessToken: string };
  const { getTrolley } = await graph<{ getTrolley: { trolley: ServerTrolley; failures: unknown[] } }>(
    page,
    `Bearer ${accessToken}`,
    'getTrolley',
    TROLLEY_QUERY,
  );
  expect(getTrolley.failures).toEqual([]);
  return getTrolley.trolley;
}

export const SLOTS_API = '/api/slot-orchestration-prod/v1';

/**
 * Sets how many places a slot has (the development-only capacity route of docs/api/slots.md); answers how
 * many are booked.
 */
export async function setSlotCapacity(page: Page, slotId: string, capacity: number): Promise<number> {
  const answer = await page.request.put(`${SLOTS_API}/testing/slots/${encodeURIComponent(slotId)}/capacity`, {
    data: { capacity },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { booked: number }).booked;
}

/** Leaves no place free in a slot: its capacity becomes the places already booked (never fewer). */
export async function fillSlot(page: Page, slotId: string): Promise<void> {
  const booked = await setSlotCapacity(page, slotId, 1000);
  await setSlotCapacity(page, slotId, booked);
}

interface OutboxMessage {
  kind: string;
  link: string | null;
}

/** The link of the latest message of a kind the shop would have emailed (the development outbox). */
export async function emailedLink(request: APIRequestContext, email: string, kind: string): Promise<string> {
  const answer = await request.get('/api/outbox-prod/v1/messages', { params: { email } });
  const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
  return messages.find((message) => message.kind === kind)?.link ?? '';
}

const TOTALS_QUERY = `query getTrolley { getTrolley { trolley { trolleyTotals { itemTotalEstimatedCost { amount } } } } }`;

/**
 * Fills the shopper's trolley, through the graph with their token, with products a search finds that are
 * sold by the item (3 of each) until the items come to at least `pounds` (over the minimum spend). Answers
 * the products added.
 */
export async function fillTrolley(
  page: Page,
  bearer: string,
  pounds: number,
  searchTerm = 'tea',
): Promise<CatalogueProduct[]> {
  const added: CatalogueProduct[] = [];
  for (const product of await productsSoldByTheItem(page, searchTerm)) {
    await graph(page, bearer, 'addItemToTrolley', ADD_ITEM, {
      trolleyItem: { lineNumber: product.lineNumber, quantity: { amount: 3, uom: 'C62' } },
    });
    added.push(product);
    const { getTrolley } = await graph<{
      getTrolley: { trolley: { trolleyTotals: { itemTotalEstimatedCost: { amount: number } } } };
    }>(page, bearer, 'getTrolley', TOTALS_QUERY);
    if (getTrolley.trolley.trolleyTotals.itemTotalEstimatedCost.amount >= pounds) return added;
  }
  throw new Error(`The products found do not come to £${pounds}`);
}

/** The impressions and clicks the adtech service has recorded for a sponsorship banner (docs/api/adtech.md). */
export async function sponsorshipCounts(
  page: Page,
  bannerId: string,
): Promise<{ impressions: number; clicks: number }> {
  const response = await page.request.get(`/api/adtech-prod/v1/tracking/${encodeURIComponent(bannerId)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { impressions: number; clicks: number };
}
