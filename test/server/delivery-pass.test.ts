import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutRefusalSchema } from '../../src/contract/checkout.ts';
import { deliveryPassSchema } from '../../src/contract/orders.ts';
import { DELIVERY_PASS_PLANS, PAYMENT_RESOLUTION_MESSAGES } from '../../src/domain/orders.ts';
import { deliveryPasses } from '../../src/server/db/schema.ts';
import { hasActiveDeliveryPass, passEndDate } from '../../src/server/services/delivery-pass.ts';
import type { Harness } from './support/auth-harness.ts';
import { CARDS, call, tokenise } from './support/checkout-fixtures.ts';
import { PAYMENT_CARDS } from './support/payment-fixtures.ts';
import {
  addAddressFor,
  createSlotHarness,
  newShopper,
  type Shopper,
  slotCall,
  slotRow,
} from './support/slot-fixtures.ts';

// The delivery pass (docs/api/orders.md "Delivery pass"; doc 2 §3 Delivery pass status, §7 Delivery pass):
// the status, buying a plan with a card, and free delivery on the slots a shopper with an ACTIVE pass books.
// The clock reads Monday 2 June 2025, 10:00 in London.

let h: Harness;
const START = '2025-06-02T09:00:00Z';
const PASS = '/api/delivery-pass-orchestration-prod/v1/pass';

beforeAll(async () => {
  h = await createSlotHarness();
});
afterAll(async () => {
  await h?.close();
});
beforeEach(() => {
  h.clock.set(START);
});

const status = async (who: Shopper) => {
  const answer = await call(h, who, `${PASS}/status`);
  expect(answer.status).toBe(200);
  return v.parse(deliveryPassSchema, answer.body);
};
const buy = (who: Shopper, json: unknown) => call(h, who, `${PASS}/purchases`, { json });

function expectRefusal(answer: { status: number; body: unknown }, status: number, type: string) {
  expect(answer.status).toBe(status);
  const refusal = v.parse(checkoutRefusalSchema, answer.body);
  expect(refusal.type).toBe(type);
  return refusal;
}

const passesOf = (customerId: number) =>
  h.database.db.select().from(deliveryPasses).where(eq(deliveryPasses.customerId, customerId));

describe('GET pass/status', () => {
  it('is AVAILABLE with the plans and their prices for a shopper without a pass', async () => {
    const shopper = await newShopper(h, 'pass');
    const answer = await call(h, shopper, `${PASS}/status`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(v.parse(deliveryPassSchema, answer.body)).toEqual({
      status: 'AVAILABLE',
      pass: null,
      plans: DELIVERY_PASS_PLANS.map((plan) => ({
        id: plan.id,
        name: plan.name,
        months: plan.months,
        price: { amount: plan.pricePence / 100, currencyCode: 'GBP' },
      })),
    });
  });

  it('answers 401 without a signed-in customer', async () => {
    expect((await call(h, null, `${PASS}/status`)).status).toBe(401);
    expect((await call(h, null, `${PASS}/purchases`, { json: {} })).status).toBe(401);
  });

  it('is ACTIVE only while the pass dates include today in London', async () => {
    const shopper = await newShopper(h, 'pass');
    const base = {
      customerId: shopper.customerId,
      planId: 'MONTHLY',
      pricePence: 799,
      cardToken: 'tok_test',
      cardType: 'VISA',
      cardLastFour: '1111',
      createdAt: new Date(START),
    };
    await h.database.db
      .insert(deliveryPasses)
      .values({ ...base, startDate: '2025-05-01', endDate: '2025-05-31' });
    expect((await status(shopper)).status).toBe('AVAILABLE');
    // 23:30 on 1 June UTC is already 2 June in London (BST).
    expect(
      await hasActiveDeliveryPass(h.database.db, shopper.customerId, new Date('2025-05-31T22:59:00Z')),
    ).toBe(true);
    expect(
      await hasActiveDeliveryPass(h.database.db, shopper.customerId, new Date('2025-05-31T23:00:00Z')),
    ).toBe(false);
  });
});

describe('POST pass/purchases', () => {
  it('buys a monthly pass with a new card: charged, ACTIVE from today for a month, the card shown masked', async () => {
    const shopper = await newShopper(h, 'pass');
    const cardToken = await tokenise(h, shopper, CARDS.visa);
    const answer = await buy(shopper, { planId: 'MONTHLY', cardToken });
    expect(answer.status).toBe(201);
    const pass = v.parse(deliveryPassSchema, answer.body);
    expect(pass.status).toBe('ACTIVE');
    expect(pass.pass).toEqual({
      planId: 'MONTHLY',
      name: 'Monthly Delivery Pass',
      startDate: '2025-06-02',
      endDate: '2025-07-01',
      price: { amount: 7.99, currencyCode: 'GBP' },
      maskedCardNumber: expect.stringMatching(/1111$/),
    });
    expect((await status(shopper)).status).toBe('ACTIVE');
    const again = expectRefusal(
      await buy(shopper, { planId: 'ANNUAL', cardToken }),
      409,
      'PASS_ALREADY_ACTIVE',
    );
    expect(again.message).toBe('You already have an active Delivery Pass.');
    expect(await passesOf(shopper.customerId)).toHaveLength(1);
  });

  it('buys with a saved card', async () => {
    const shopper = await newShopper(h, 'pass');
    const cardToken = await tokenise(h, shopper, CARDS.mastercard);
    const saved = await call<{ paymentCardId: string }>(h, shopper, `${PAYMENT_CARDS}/payment-cards`, {
      json: { cardToken },
    });
    const answer = await buy(shopper, { planId: 'SIX_MONTHS', paymentCardId: saved.body.paymentCardId });
    expect(answer.status).toBe(201);
    expect(v.parse(deliveryPassSchema, answer.body).pass).toMatchObject({
      planId: 'SIX_MONTHS',
      endDate: '2025-12-01',
    });
  });

  it('keeps nothing when the card is declined (402), not the shopper’s (404), or the plan unknown (400)', async () => {
    const shopper = await newShopper(h, 'pass');
    const other = await newShopper(h, 'other');
    const declining = await tokenise(h, shopper, CARDS.declined);
    const declined = expectRefusal(
      await buy(shopper, { planId: 'MONTHLY', cardToken: declining }),
      402,
      'PAYMENT_DECLINED',
    );
    expect(declined.message).toBe(PAYMENT_RESOLUTION_MESSAGES.declined);
    const othersCard = await tokenise(h, other, CARDS.visa);
    expectRefusal(
      await buy(shopper, { planId: 'MONTHLY', cardToken: othersCard }),
      404,
      'PAYMENT_CARD_NOT_FOUND',
    );
    expectRefusal(
      await buy(shopper, { planId: 'MONTHLY', paymentCardId: '999999' }),
      404,
      'PAYMENT_CARD_NOT_FOUND',
    );
    const good = await tokenise(h, shopper, CARDS.visa);
    for (const body of [
      { planId: 'WEEKLY', cardToken: good },
      { planId: 'MONTHLY' },
      { cardToken: good },
      null,
    ]) {
      expectRefusal(await buy(shopper, body), 400, 'INVALID_INPUT');
    }
    expect(await passesOf(shopper.customerId)).toHaveLength(0);
    expect((await status(shopper)).status).toBe('AVAILABLE');
  });

  it('buys one pass when two purchases are sent at once', async () => {
    const shopper = await newShopper(h, 'pass');
    const cardToken = await tokenise(h, shopper, CARDS.visa);
    const answers = await Promise.all([
      buy(shopper, { planId: 'MONTHLY', cardToken }),
      buy(shopper, { planId: 'ANNUAL', cardToken }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await passesOf(shopper.customerId)).toHaveLength(1);
  });
});

describe('free delivery while ACTIVE', () => {
  const slotId = '651-DELIVERY-2025-06-05-1800';
  const booking = (addressId: string, expectedCharge?: number) => ({
    slotId,
    slotType: 'DELIVERY',
    branchId: 651,
    addressId,
    slotGridType: 'DEFAULT_GRID',
    ...(expectedCharge !== undefined && { expectedCharge }),
  });

  it('shows and books delivery slots at no charge for a shopper with a pass, at the slot charge for others', async () => {
    const withPass = await newShopper(h, 'pass');
    const without = await newShopper(h, 'nopass');
    const cardToken = await tokenise(h, withPass, CARDS.visa);
    expect((await buy(withPass, { planId: 'MONTHLY', cardToken })).status).toBe(201);
    await slotCall(h, null, `testing/slots/${slotId}/capacity`, { method: 'PUT', json: { capacity: 5 } });
    const charge = (await slotRow(h.database.db, slotId))?.chargePence as number;
    expect(charge).toBeGreaterThan(0);

    const shownCharge = async (shopper: Shopper, addressId: string) => {
      const grid = await slotCall<{
        slotDays: { slots: { slotId: string; charge: { amount: number } }[] }[];
      }>(h, shopper, 'slotdays', {
        json: {
          slotType: 'DELIVERY',
          addressId,
          fromDate: '2025-06-05',
          days: 1,
          slotGridType: 'DEFAULT_GRID',
        },
      });
      return grid.body.slotDays[0]?.slots.find((slot) => slot.slotId === slotId)?.charge.amount;
    };
    const passAddress = await addAddressFor(h.database.db, withPass.customerId, 'RG42 1AA');
    const otherAddress = await addAddressFor(h.database.db, without.customerId, 'RG42 1AA');
    expect(await shownCharge(withPass, passAddress)).toBe(0);
    expect(await shownCharge(without, otherAddress)).toBe(charge / 100);

    const free = await slotCall<{ customerSlot: { deliveryCharge: { amount: number } } }>(
      h,
      withPass,
      'bookslot',
      { json: booking(passAddress, 0) },
    );
    expect(free.status).toBe(200);
    expect(free.body.customerSlot.deliveryCharge.amount).toBe(0);
    const charged = await slotCall<{ customerSlot: { deliveryCharge: { amount: number } } }>(
      h,
      without,
      'bookslot',
      { json: booking(otherAddress, charge / 100) },
    );
    expect(charged.status).toBe(200);
    expect(charged.body.customerSlot.deliveryCharge.amount).toBe(charge / 100);
  });
});

describe('passEndDate', () => {
  it.each([
    ['2025-06-02', 1, '2025-07-01'],
    ['2025-01-31', 1, '2025-02-27'],
    ['2025-06-02', 12, '2026-06-01'],
    ['2025-12-01', 1, '2025-12-31'],
  ])('a plan bought on %s for %i months ends on %s', (start, months, end) => {
    expect(passEndDate(start, months)).toBe(end);
  });
});
