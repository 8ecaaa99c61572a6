import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MergeOutcome, mergeQuantity, type Quantity } from '../../src/server/services/trolley-merge.ts';
import { Browser, claimsOf, type Harness } from './support/auth-harness.ts';
import {
  ADD_ITEM,
  anonymousShopper,
  createTrolleyHarness,
  type FixtureRef,
  GET_TROLLEY,
  P,
  trolleyCall,
} from './support/trolley-fixtures.ts';

// The anonymous trolley merged into the customer's at sign-in (doc 1 §4 Startup and login, doc 2 §1):
// "a pending item is added; when units match the quantities are combined, otherwise the quantity is adjusted
// by one unit increment in the direction of the pending change."

const q = (amount: number, uom = 'C62'): Quantity => ({ amount, uom });

describe('the merge rule', () => {
  const ROWS: [string, Quantity | null, Quantity, MergeOutcome][] = [
    ['not in the customer’s trolley: added', null, q(2), { action: 'add', quantity: q(2) }],
    ['not there, weighed: added', null, q(0.5, 'KGM'), { action: 'add', quantity: q(0.5, 'KGM') }],
    [
      'not there, over the unit’s maximum: added at the maximum',
      null,
      q(120),
      { action: 'add', quantity: q(99) },
    ],
    ['not there, nothing pending: nothing to do', null, q(0), { action: 'keep' }],
    ['same unit: combined', q(2), q(3), { action: 'set', quantity: q(5) }],
    [
      'same unit, weighed: combined to one decimal',
      q(1.2, 'KGM'),
      q(0.5, 'KGM'),
      { action: 'set', quantity: q(1.7, 'KGM') },
    ],
    ['same unit: capped at the unit’s maximum', q(60), q(50), { action: 'set', quantity: q(99) }],
    [
      'same unit, grams: capped at 999',
      q(600, 'GRM'),
      q(500, 'GRM'),
      { action: 'set', quantity: q(999, 'GRM') },
    ],
    ['same unit, already at the maximum: kept', q(99), q(4), { action: 'keep' }],
    ['same unit, nothing pending: kept', q(3), q(0), { action: 'keep' }],
    [
      'different units, pending add: one step up in the customer’s unit',
      q(2),
      q(0.5, 'KGM'),
      { action: 'set', quantity: q(3) },
    ],
    [
      'different units, pending add, weighed: one step of 0.5 kg',
      q(1, 'KGM'),
      q(3),
      { action: 'set', quantity: q(1.5, 'KGM') },
    ],
    ['different units, at the maximum: kept', q(99.9, 'KGM'), q(2), { action: 'keep' }],
    ['different units, pending removal: one step down', q(3), q(0, 'KGM'), { action: 'set', quantity: q(2) }],
    ['different units, pending removal below the minimum: removed', q(1), q(0, 'KGM'), { action: 'remove' }],
    ['different units, pending removal, grams: 100 g goes', q(100, 'GRM'), q(0), { action: 'remove' }],
  ];

  it.each(ROWS)('%s', (_name, existing, pending, outcome) => {
    expect(mergeQuantity(existing, pending)).toEqual(outcome);
  });
});

describe('at sign-in, through the token service', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createTrolleyHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const product = (key: string) => P[key] as FixtureRef;
  const add = (browser: Browser, key: string, amount: number, extra: Record<string, unknown> = {}) =>
    trolleyCall(browser, ADD_ITEM, 'addItemToTrolley', {
      trolleyItem: {
        lineNumber: product(key).lineNumber,
        quantity: { amount, uom: product(key).uom },
        ...extra,
      },
    });
  const lines = async (browser: Browser) =>
    ((await trolleyCall(browser, GET_TROLLEY, 'getTrolley')).trolley?.trolleyItems ?? []).map((item) => [
      item.product.name,
      item.quantity.amount,
      item.noteToShopper,
    ]);

  it('moves the anonymous trolley into the customer’s, combining quantities, once', async () => {
    // The customer's own trolley, from an earlier visit.
    const earlier = new Browser(h.app);
    expect((await earlier.signIn('shopper@example.com', 'Groceries1')).status).toBe(200);
    const customerClaims = claimsOf(earlier.accessToken as string);
    expect(customerClaims).toMatchObject({
      customerOrderId: expect.stringMatching(/^\d+$/),
      customerOrderState: 'PENDING',
    });
    await add(earlier, 'coffee', 2);
    await add(earlier, 'tea', 98);
    await add(earlier, 'milk', 1, { noteToShopper: null });

    // Today: shopping anonymously on another device, then signing in there.
    const browser = await anonymousShopper(h);
    expect(claimsOf(browser.accessToken as string)).toMatchObject({ customerId: -1, customerOrderId: null });
    await add(browser, 'coffee', 3);
    await add(browser, 'tea', 5);
    await add(browser, 'milk', 1, { noteToShopper: 'semi-skimmed if none' });
    await add(browser, 'bananas', 1.5);
    const anonymousOrder = (await trolleyCall(browser, GET_TROLLEY, 'getTrolley')).trolley?.orderId;
    expect(
      claimsOf((await browser.exchange().then(() => browser.accessToken)) as string).customerOrderId,
    ).toBe(anonymousOrder);

    const signedIn = await browser.signIn('shopper@example.com', 'Groceries1');
    expect(signedIn.status).toBe(200);
    const claims = claimsOf(browser.accessToken as string);
    expect(claims).toMatchObject({
      customerOrderId: customerClaims.customerOrderId,
      customerOrderState: 'PENDING',
    });
    expect(await lines(browser)).toEqual([
      ['Test coffee', 5, null],
      ['Test tea', 99, null],
      ['Test milk', 2, 'semi-skimmed if none'],
      ['Test bananas', 1.5, null],
    ]);
    // The anonymous trolley is gone (merged): its id is no trolley of the customer's.
    const old = await trolleyCall(browser, GET_TROLLEY, 'getTrolley', { orderId: anonymousOrder });
    expect(old.failures.map((f) => f.type)).toEqual(['ORDER_NOT_FOUND']);
    // Signing in again (a new anonymous session with nothing in it) changes nothing.
    const again = new Browser(h.app);
    await again.exchange();
    await again.signIn('shopper@example.com', 'Groceries1');
    expect(await lines(again)).toEqual(await lines(browser));
  });

  it('registration takes the anonymous trolley too', async () => {
    const browser = await anonymousShopper(h);
    await add(browser, 'granola', 2);
    const response = await browser.request('/api/token-client-prod/v1/auth?clientType=WEB_APP&signUp=true', {
      json: {
        email: 'new.shopper@example.com',
        password: 'Groceries1',
        firstName: 'New',
        lastName: 'Shopper',
      },
    });
    expect(response.status).toBe(201);
    browser.accessToken = ((await response.json()) as { accessToken: string }).accessToken;
    expect(claimsOf(browser.accessToken).customerId).not.toBe(-1);
    expect(await lines(browser)).toEqual([['Test granola', 2, null]]);
  });

  it('a signed-in session replaced by another sign-in merges nothing', async () => {
    const browser = new Browser(h.app);
    await browser.signIn('staff@example.com', 'Groceries1');
    await add(browser, 'cheese', 3);
    await browser.signIn('shopper@example.com', 'Groceries1');
    expect((await lines(browser)).map(([name]) => name)).not.toContain('Test cheese');
  });
});
