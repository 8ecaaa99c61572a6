import { and, eq, gte, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD_ADDRESS_MUTATION, ADDRESS_GRAPH_VERSION, ADDRESSES_QUERY } from '../../src/api/addresses.ts';
import { GET_ORDER, GET_ORDER_WITH_RECOMMENDATIONS } from '../../src/api/previous-order.ts';
import {
  ADD_ITEM_TO_TROLLEY,
  GET_TROLLEY,
  GET_TROLLEY_WITH_RECOMMENDATIONS,
  MINIMUM_ORDER_VALUES,
  SHOPPING_CONTEXT,
  SUBSTITUTION_PRODUCTS,
} from '../../src/api/trolley.ts';
import { customerAccountSchema, orderStatsSchema, rolloutsSchema } from '../../src/contract/account.ts';
import {
  addAddressAnswerSchema,
  addressesAnswerSchema,
  addressOptionsSchema,
  addressRefusalSchema,
  addressSchema,
  countriesSchema,
} from '../../src/contract/addresses.ts';
import { branchSearchSchema } from '../../src/contract/branches.ts';
import {
  beforeYouGoSchema,
  checkoutRefusalSchema,
  orderAnswerSchema,
  placedOrderAnswerSchema,
} from '../../src/contract/checkout.ts';
import { contentPageSchema } from '../../src/contract/content.ts';
import { footerAnswerSchema } from '../../src/contract/footer.ts';
import {
  lightOrderSchema,
  orderListSchema,
  orderWithRecommendationsSchema,
} from '../../src/contract/orders.ts';
import { csrfAnswerSchema, tokenAnswerSchema } from '../../src/contract/session.ts';
import { siteBannerAnswerSchema } from '../../src/contract/site-banner.ts';
import { categoryTreeSchema } from '../../src/contract/taxonomy.ts';
import {
  minimumOrderValuesSchema,
  recommendedProductsSchema,
  shoppingContextSchema,
  trolleyAnswerSchema,
  trolleyWithRecommendationsSchema,
} from '../../src/contract/trolley.ts';
import { MINIMUM_ORDER_VALUE_PENCE } from '../../src/domain/trolley-limits.ts';
import { contentFragments, products } from '../../src/server/db/schema.ts';
import { ensureSeeded } from '../../src/server/seed/index.ts';
import { Browser, createHarness, type Harness, Q, TOKEN } from './support/auth-harness.ts';
import { anonymousShopper, graph } from './support/trolley-fixtures.ts';

/**
 * Real answers of the app, parsed with the contract's schemas (src/contract), as the storefront parses them:
 * the trolley and address graph answers with the storefront's own documents, and the REST answers of the
 * token, account, address, content, taxonomy and branches services. The catalogue's are in
 * catalogue-contract.test.ts, the slots' in slots.test.ts.
 */

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
  await ensureSeeded(h.database.db, { products: 50, developmentAccounts: true, now: h.clock.now() });
});

afterAll(async () => {
  await h?.close();
});

/** Parses as the storefront does: v.parse throws, naming the first field that does not fit. */
function parses(schema: v.GenericSchema, body: unknown) {
  const parsed = v.safeParse(schema, body);
  expect(parsed.issues?.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`)).toBeUndefined();
  return v.parse(schema, body);
}

async function json(response: Response) {
  return (await response.json()) as unknown;
}

async function signedIn() {
  const browser = new Browser(h.app);
  expect((await browser.signIn('shopper@example.com', 'Groceries1')).status).toBe(200);
  return browser;
}

/** The data field of a graph answer, which must have no errors. */
async function graphAnswer(browser: Browser, query: string, field: string, variables = {}) {
  const result = await graph(browser, query, variables, field);
  expect(result.errors).toBeUndefined();
  return result.data?.[field];
}

describe('the token service (docs/api/session.md)', () => {
  it('csrf, token exchange and sign-in', async () => {
    const browser = new Browser(h.app);
    parses(csrfAnswerSchema, await json(await browser.request(`${TOKEN}/csrf${Q}`)));
    parses(tokenAnswerSchema, await json(await browser.exchange()));
    parses(tokenAnswerSchema, await json(await browser.signIn('shopper@example.com', 'Groceries1')));
  });
});

describe('the account calls (docs/api/session.md)', () => {
  it('accounts/self, customer order stats and rollouts', async () => {
    const browser = await signedIn();
    const bearer = browser.accessToken ?? '';
    parses(
      customerAccountSchema,
      await json(await browser.request('/api/customer-prod/v1/accounts/self', { bearer })),
    );
    parses(
      orderStatsSchema,
      await json(await browser.request('/api/order-orchestration-prod/v1/customerorders/stats', { bearer })),
    );
    const rollouts = await browser.request('/api/rollouts-prod/v1/get-rollouts', { json: {}, bearer });
    parses(rolloutsSchema, await json(rollouts));
  });
});

describe('the trolley on the graph (docs/api/trolley.md)', () => {
  it('every trolley answer, with a line in it', async () => {
    const shopper = await anonymousShopper(h);
    const [product] = await h.database.db
      .select({ id: products.id, lineNumber: products.lineNumber, uom: products.uom })
      .from(products)
      .where(eq(products.availability, 'IN_STOCK'))
      .limit(1);
    if (!product) throw new Error('the seed has no product in stock');
    parses(trolleyAnswerSchema, await graphAnswer(shopper, GET_TROLLEY, 'getTrolley'));
    const added = parses(
      trolleyAnswerSchema,
      await graphAnswer(shopper, ADD_ITEM_TO_TROLLEY, 'addItemToTrolley', {
        trolleyItem: {
          lineNumber: product.lineNumber,
          productId: product.id,
          quantity: { amount: 1, uom: product.uom },
        },
      }),
    ) as v.InferOutput<typeof trolleyAnswerSchema>;
    expect(added.failures).toEqual([]);
    expect(added.trolley?.trolleyItems).toHaveLength(1);
    parses(
      trolleyWithRecommendationsSchema,
      await graphAnswer(shopper, GET_TROLLEY_WITH_RECOMMENDATIONS, 'getTrolleyWithRecommendations', {
        recommendationsSize: 8,
        recommendationsStart: 0,
      }),
    );
    parses(
      recommendedProductsSchema,
      await graphAnswer(shopper, SUBSTITUTION_PRODUCTS, 'substitutionProducts', {
        lineNumber: product.lineNumber,
        size: 3,
      }),
    );
    parses(shoppingContextSchema, await graphAnswer(shopper, SHOPPING_CONTEXT, 'shoppingContext'));
    parses(minimumOrderValuesSchema, await graphAnswer(shopper, MINIMUM_ORDER_VALUES, 'minimumOrderValues'));
  });
});

describe('the address book (docs/api/addresses.md)', () => {
  it('the graph’s addresses and addAddress, and the REST answers', async () => {
    const browser = await signedIn();
    const bearer = browser.accessToken ?? '';
    const address = {
      line1: '1 Contract Street',
      town: 'Bracknell',
      country: 'GB',
      postalCode: 'RG12 1EN',
      addressee: { title: 'Mrs', firstName: 'Ada', lastName: 'Lovelace', contactNumber: '07700900123' },
    };
    const added = parses(
      addAddressAnswerSchema,
      await graphAnswer(browser, ADD_ADDRESS_MUTATION, 'addAddress', {
        address,
        setContactAddress: false,
        version: ADDRESS_GRAPH_VERSION,
      }),
    ) as v.InferOutput<typeof addAddressAnswerSchema>;
    expect(added.failures).toEqual([]);
    const refused = await graphAnswer(browser, ADD_ADDRESS_MUTATION, 'addAddress', {
      address: { ...address, postalCode: 'nowhere' },
      version: ADDRESS_GRAPH_VERSION,
    });
    parses(addAddressAnswerSchema, refused);
    parses(
      addressesAnswerSchema,
      await graphAnswer(browser, ADDRESSES_QUERY, 'addresses', { version: ADDRESS_GRAPH_VERSION }),
    );

    const one = `/api/address-prod/v2/addresses/${added.address?.id}`;
    parses(addressSchema, await json(await browser.request(one, { bearer })));
    parses(addressOptionsSchema, await json(await browser.request(one, { method: 'OPTIONS', bearer })));
    parses(countriesSchema, await json(await browser.request('/api/address-prod/v2/countries', { bearer })));
    const invalid = await browser.request(one, {
      method: 'PUT',
      json: { ...address, postalCode: 'nowhere' },
      bearer,
    });
    expect(invalid.status).toBe(400);
    parses(addressRefusalSchema, await json(invalid));
  });
});

describe('content fragments (docs/api/content.md)', () => {
  const fragment = async (name: string) =>
    json(await h.app.request(`/api/content-prod/v2/fragments/${name}?clientType=WEB_APP`));

  it('the footer and a help page', async () => {
    parses(footerAnswerSchema, await fragment('footer'));
    parses(
      v.object({ name: v.literal('help-information/contact-us'), content: contentPageSchema }),
      await fragment('help-information/contact-us'),
    );
  });

  it('the site banner, empty and with a notice', async () => {
    parses(siteBannerAnswerSchema, await fragment('site-banner'));
    const notice = { id: 'contract', message: 'A notice.', link: { text: 'More', href: '/ecom/offers' } };
    await h.database.db.insert(contentFragments).values({ name: 'site-banner', content: notice });
    try {
      parses(siteBannerAnswerSchema, await fragment('site-banner'));
    } finally {
      await h.database.db.delete(contentFragments).where(eq(contentFragments.name, 'site-banner'));
    }
  });
});

describe('taxonomy and branches (docs/api/catalogue.md, doc 3 §7)', () => {
  it('a category tree', async () => {
    for (const id of ['10051', '10052']) {
      parses(
        categoryTreeSchema,
        await json(await h.app.request(`/api/taxonomy-prod/v1/categories/${id}?depth=2`)),
      );
    }
  });

  it('branches by postcode and every branch', async () => {
    for (const query of ['?postcode=RG12%201EN&limit=10', '']) {
      parses(branchSearchSchema, await json(await h.app.request(`/api/branches-prod/v1/branches${query}`)));
    }
  });
});

describe('the order service (docs/api/checkout.md)', () => {
  it('the order, its card, before you go, placing it and a refusal', async () => {
    const browser = new Browser(h.app);
    await browser.csrf();
    const signUp = await browser.request(`${TOKEN}/auth${Q}&signUp=true`, {
      json: {
        email: 'contract-checkout@example.com',
        password: 'Carrots42',
        firstName: 'Con',
        lastName: 'Tract',
      },
    });
    expect(signUp.status).toBe(201);
    browser.accessToken = ((await signUp.json()) as { accessToken: string }).accessToken;
    const bearer = browser.accessToken;
    const call = (
      url: string,
      options: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
    ) => browser.request(url, { bearer, ...options });

    // Enough of one plain product for the collection minimum.
    const [product] = await h.database.db
      .select({ id: products.id, pricePence: products.pricePence })
      .from(products)
      .where(
        and(
          eq(products.availability, 'IN_STOCK'),
          eq(products.uom, 'C62'),
          isNull(products.leadTimeDays),
          isNull(products.availableDays),
          isNull(products.restrictionStartDate),
          isNull(products.substitutionGroup),
          gte(products.pricePence, 100),
        ),
      )
      .limit(1);
    if (!product) throw new Error('the seed has no plain product in stock');
    const amount = Math.min(99, Math.ceil((MINIMUM_ORDER_VALUE_PENCE.COLLECTION + 100) / product.pricePence));
    const added = (await graphAnswer(browser, ADD_ITEM_TO_TROLLEY, 'addItemToTrolley', {
      trolleyItem: { productId: product.id, quantity: { amount, uom: 'C62' } },
    })) as { trolley: { orderId: string } };
    const orderId = added.trolley.orderId;
    const slotId = '651-GROCERY_COLLECTION-2025-06-03-1200';
    const capacity = await h.app.request(`/api/slot-orchestration-prod/v1/testing/slots/${slotId}/capacity`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ capacity: 5 }),
    });
    expect(capacity.status).toBe(200);
    const booked = await call('/api/slot-orchestration-prod/v1/bookslot', {
      json: { slotId, slotType: 'GROCERY_COLLECTION', branchId: 651, slotGridType: 'DEFAULT_GRID' },
    });
    expect(booked.status).toBe(200);
    const session = (await json(
      await call('/api/payment-service-prod/v1/payment-sessions', { method: 'POST' }),
    )) as { sessionGUID: string; passcode: string };
    const card = (await json(
      await call(`/api/payment-service-prod/v1/payment-sessions/${session.sessionGUID}/cards`, {
        json: {
          passcode: session.passcode,
          cardNumber: '4444 3333 2222 1111',
          expiryMonth: 12,
          expiryYear: 2030,
          cvc: '123',
          cardholderName: 'Con Tract',
        },
      }),
    )) as { cardToken: string };

    const orders = '/api/order-orchestration-prod/v1/orders';
    parses(orderAnswerSchema, await json(await call(`${orders}/${orderId}`)));
    parses(
      orderAnswerSchema,
      await json(
        await call(`${orders}/${orderId}`, { method: 'PATCH', json: { contactNumber: '07700 900123' } }),
      ),
    );
    parses(
      orderAnswerSchema,
      await json(
        await call(`${orders}/${orderId}/payment-cards`, {
          method: 'PUT',
          json: { cardToken: card.cardToken },
        }),
      ),
    );
    parses(
      beforeYouGoSchema,
      await json(await call(`/api/interstitials-prod/v1/before-you-go?customerOrderId=${orderId}`)),
    );
    const placed = await call(`${orders}/${orderId}/place`, {
      json: {},
      headers: { 'Idempotency-Key': 'contract-key-1' },
    });
    expect(placed.status).toBe(200);
    parses(placedOrderAnswerSchema, await json(placed));
    parses(orderAnswerSchema, await json(await call(`${orders}/${orderId}`)));
    const refused = await call(`${orders}/${orderId}/place`, {
      json: {},
      headers: { 'Idempotency-Key': 'contract-key-2' },
    });
    expect(refused.status).toBe(409);
    parses(checkoutRefusalSchema, await json(refused));
    const adOrder = await call('/api/analytics-prod/v1/ad-orders', {
      json: { customerOrderId: orderId, total: 30 },
    });
    expect(adOrder.status).toBe(204);

    // docs/api/orders.md: the lists and shopping the placed order again, with the storefront's documents.
    for (const list of ['pending', 'previous', 'completed', 'recent']) {
      const body = await json(await call(`${orders}?list=${list}`));
      parses(orderListSchema, body);
      const listed = v.parse(orderListSchema, body);
      if (list === 'pending' || list === 'recent')
        expect(listed.orders.map((order) => order.customerOrderId)).toEqual([orderId]);
    }
    const again = (await graph(
      browser,
      GET_ORDER_WITH_RECOMMENDATIONS,
      {
        customerOrderId: orderId,
        recommendationsSize: 8,
        recommendationsStart: 0,
        productsSize: 100,
        productsStart: 0,
      },
      'get-order',
    )) as { data: unknown; errors: unknown };
    expect(again.errors).toBeUndefined();
    parses(orderWithRecommendationsSchema, again.data);
    const previous = v.parse(orderWithRecommendationsSchema, again.data);
    expect(previous.getOrderWithRecommendations.order?.lines).toHaveLength(1);
    parses(lightOrderSchema, await graphAnswer(browser, GET_ORDER, 'getOrder', { customerOrderId: orderId }));
  });
});
