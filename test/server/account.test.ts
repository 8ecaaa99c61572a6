import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStats } from '../../src/contract/account.ts';
import { type CustomerOrderState, customerOrders, customers } from '../../src/server/db/schema.ts';
import { Browser, claimsOf, createHarness, type Harness, Q, TOKEN } from './support/auth-harness.ts';

// Account get, customer order stats and rollouts (doc 1 §3, §7.4, §9; docs/api/session.md).

let h: Harness;
const ACCOUNT = '/api/customer-prod/v1/accounts/self';
const STATS = '/api/order-orchestration-prod/v1/customerorders/stats';
const ROLLOUTS = '/api/rollouts-prod/v1/get-rollouts';

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

async function signedIn(email = 'shopper@example.com') {
  const browser = new Browser(h.app);
  expect((await browser.signIn(email, 'Groceries1')).status).toBe(200);
  return browser;
}

async function newCustomer(email: string) {
  const browser = new Browser(h.app);
  await browser.csrf();
  const response = await browser.request(`${TOKEN}/auth${Q}&signUp=true`, {
    json: { email, password: 'Groceries1', firstName: 'Temp', lastName: 'Customer' },
  });
  browser.accessToken = ((await response.json()) as { accessToken: string }).accessToken;
  return browser;
}

describe('GET accounts/self', () => {
  it('answers the signed-in customer with every field of doc 1 §3', async () => {
    const browser = await signedIn();
    const response = await browser.request(ACCOUNT, { bearer: browser.accessToken ?? '' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const account = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(account).sort()).toEqual(
      [
        'id',
        'email',
        'title',
        'firstName',
        'lastName',
        'contactAddressId',
        'created',
        'lastLogin',
        'totalOrderCount',
      ].sort(),
    );
    expect(account).toMatchObject({
      id: claimsOf(browser.accessToken ?? '').customerId,
      email: { email: 'shopper@example.com' },
      title: 'Mrs',
      firstName: 'Jane',
      lastName: 'Shopper',
      contactAddressId: null,
      lastLogin: h.clock.now().toISOString(),
      totalOrderCount: 0,
    });
    expect(JSON.stringify(account)).not.toMatch(/password|scrypt|failed|locked/i);
  });

  it('answers 401 for an anonymous session', async () => {
    const browser = new Browser(h.app);
    await browser.exchange();
    const response = await browser.request(ACCOUNT, { bearer: browser.accessToken ?? '' });
    expect(response.status).toBe(401);
  });

  it('answers 401 when the account no longer exists: its token is no longer a customer', async () => {
    const browser = await newCustomer('leaving@example.com');
    await h.database.db.delete(customers).where(eq(customers.emailKey, 'leaving@example.com'));
    expect((await browser.request(ACCOUNT, { bearer: browser.accessToken ?? '' })).status).toBe(401);
  });
});

describe('GET customerorders/stats', () => {
  it('answers the stats of the signed-in customer', async () => {
    const browser = await signedIn();
    const response = await browser.request(STATS, { bearer: browser.accessToken ?? '' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      customerHasACompletedOrder: false,
      daysSinceLastCompletedOrder: null,
      customerHasAnOrderRequiringPaymentAttention: false,
    });
  });

  it('counts completed orders only, and the days since the last; a failed payment needs attention', async () => {
    const browser = await newCustomer('stats@example.com');
    const [customer] = await h.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.emailKey, 'stats@example.com'));
    const order = (state: CustomerOrderState, updatedAt: Date) => ({
      customerId: customer?.id ?? 0,
      sessionId: 'stats',
      state,
      createdAt: updatedAt,
      updatedAt,
    });
    const stats = async () =>
      (await browser.request(STATS, { bearer: browser.accessToken ?? '' })).json() as Promise<OrderStats>;
    const now = h.clock.now().getTime();
    // Placed is not completed.
    await h.database.db.insert(customerOrders).values(order('PLACED', new Date(now)));
    expect(await stats()).toMatchObject({
      customerHasACompletedOrder: false,
      daysSinceLastCompletedOrder: null,
    });
    await h.database.db
      .insert(customerOrders)
      .values([
        order('COMPLETED', new Date(now - 10 * 86_400_000)),
        order('COMPLETED', new Date(now - 3 * 86_400_000)),
      ]);
    expect(await stats()).toEqual({
      customerHasACompletedOrder: true,
      daysSinceLastCompletedOrder: 3,
      customerHasAnOrderRequiringPaymentAttention: false,
    });
    await h.database.db.insert(customerOrders).values(order('PAYMENT_FAILED', new Date(now)));
    expect(await stats()).toMatchObject({ customerHasAnOrderRequiringPaymentAttention: true });
  });

  it('answers 401 anonymous, for a deleted account and for an account locked since', async () => {
    const anonymous = new Browser(h.app);
    await anonymous.exchange();
    expect((await anonymous.request(STATS, { bearer: anonymous.accessToken ?? '' })).status).toBe(401);
    expect((await anonymous.request(STATS)).status).toBe(401);

    const gone = await newCustomer('gone@example.com');
    await h.database.db.delete(customers).where(eq(customers.emailKey, 'gone@example.com'));
    const notFound = await gone.request(STATS, { bearer: gone.accessToken ?? '' });
    expect(notFound.status).toBe(401);
    expect(await notFound.json()).toMatchObject({ type: 'UNAUTHORISED' });

    const locked = await newCustomer('locked-later@example.com');
    await h.database.db
      .update(customers)
      .set({ hardLocked: true })
      .where(eq(customers.emailKey, 'locked-later@example.com'));
    const forbidden = await locked.request(STATS, { bearer: locked.accessToken ?? '' });
    expect(forbidden.status).toBe(401);
    expect(await forbidden.json()).toMatchObject({ type: 'UNAUTHORISED' });
  });
});

describe('POST get-rollouts', () => {
  const rollouts = async (body?: unknown) => {
    const response = await h.app.request(ROLLOUTS, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as { rollouts: { name: string; enabled: boolean }[] },
    };
  };

  it('answers every flag: the five of doc 1 §9 on, the others off', async () => {
    const { status, body } = await rollouts({});
    expect(status).toBe(200);
    const on = body.rollouts
      .filter((r) => r.enabled)
      .map((r) => r.name)
      .sort();
    expect(on).toEqual([
      'loyalty_competitions',
      'manualAddressFormOnly',
      'multisearch',
      'savePaymentCard',
      'searchHistory',
    ]);
    expect(body.rollouts.filter((r) => !r.enabled).length).toBeGreaterThan(0);
    expect((await rollouts()).body).toEqual(body);
  });

  it('answers the flags asked for, in order; an unknown flag is off', async () => {
    const { body } = await rollouts({ names: ['searchHistory', 'noSuchFlag', 'deliveryPass'] });
    expect(body.rollouts).toEqual([
      { name: 'searchHistory', enabled: true },
      { name: 'noSuchFlag', enabled: false },
      { name: 'deliveryPass', enabled: false },
    ]);
  });

  it.each([
    [{ names: 'multisearch' }],
    [{ names: [1] }],
    [[]],
    [{ names: Array.from({ length: 101 }, (_, i) => `f${i}`) }],
  ])('answers 400 for %j', async (body) => {
    expect((await rollouts(body)).status).toBe(400);
  });
});
