import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimatedTotals } from '../../src/contract/checkout.ts';
import { addDays } from '../../src/domain/slots.ts';
import { customerOrders, giftCards, giftCardTransactions, giftVouchers } from '../../src/server/db/schema.ts';
import type { Harness } from './support/auth-harness.ts';
import { call, collectionSlot, newKey, ORDERS, place, readyToPlace } from './support/checkout-fixtures.ts';
import { createSlotHarness, type Shopper } from './support/slot-fixtures.ts';
import { makeGiftCard, makeGiftVoucher } from './support/tender-fixtures.ts';

// A property of gift cards and vouchers (docs/api/checkout.md "Placing, cancelling and amending"): whatever
// a few shoppers do with a few shared cards and vouchers (add, remove, place, cancel, amend, place the
// amendment, cancel the changes), no balance is ever negative, every balance is its initial one plus the sum
// of its ledger rows, nothing is taken for more than it had, a cancelled order holds nothing, a voucher is
// REDEEMED exactly by a live placed order, and each placed order's snapshot says what its cards gave.

let h: Harness;
beforeAll(async () => {
  h = await createSlotHarness();
});
afterAll(async () => {
  await h?.close();
});

const CUSTOMERS = 3;
/** Spreads the shoppers' bookings over six days of collection slots (50 places each). */
let runs = 0;
const CARD_BALANCES = [2000, 1500, 500];
const VOUCHER_VALUES = [1000, 500];

type Command =
  | { op: 'addCard' | 'removeCard'; customer: number; card: number }
  | { op: 'addVoucher' | 'removeVoucher'; customer: number; voucher: number }
  | { op: 'place' | 'cancel' | 'amend' | 'cancelAmend'; customer: number };

const customer = fc.integer({ min: 0, max: CUSTOMERS - 1 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    op: fc.constantFrom('addCard' as const, 'removeCard' as const),
    customer,
    card: fc.integer({ min: 0, max: CARD_BALANCES.length - 1 }),
  }),
  fc.record({
    op: fc.constantFrom('addVoucher' as const, 'removeVoucher' as const),
    customer,
    voucher: fc.integer({ min: 0, max: VOUCHER_VALUES.length - 1 }),
  }),
  fc.record({
    op: fc.constantFrom('place' as const, 'cancel' as const, 'amend' as const, 'cancelAmend' as const),
    customer,
  }),
);

async function checkInvariants(cardIds: number[], voucherIds: number[], orderIds: number[]) {
  const db = h.database.db;
  const cards = await db.select().from(giftCards).where(inArray(giftCards.id, cardIds));
  const ledger = await db
    .select()
    .from(giftCardTransactions)
    .where(inArray(giftCardTransactions.giftCardId, cardIds));
  const orders = await db.select().from(customerOrders).where(inArray(customerOrders.id, orderIds));
  const stateOf = new Map(orders.map((order) => [order.id, order.state]));
  for (const card of cards) {
    expect(card.balancePence).toBeGreaterThanOrEqual(0);
    const rows = ledger.filter((row) => row.giftCardId === card.id);
    expect(card.balancePence).toBe(
      card.initialBalancePence + rows.reduce((sum, row) => sum + row.amountPence, 0),
    );
    for (const orderId of orderIds) {
      const net = rows
        .filter((row) => row.customerOrderId === orderId)
        .reduce((s, row) => s + row.amountPence, 0);
      expect(net).toBeLessThanOrEqual(0);
      expect(0 - net).toBeLessThanOrEqual(card.initialBalancePence);
      if (stateOf.get(orderId) === 'CANCELLED' || stateOf.get(orderId) === 'PENDING') expect(net).toBe(0);
    }
  }
  const vouchers = await db.select().from(giftVouchers).where(inArray(giftVouchers.id, voucherIds));
  for (const voucher of vouchers) {
    if (voucher.status === 'REDEEMED') {
      expect(['PLACED', 'AMENDING']).toContain(stateOf.get(voucher.redeemedOrderId as number));
    } else expect(voucher.redeemedOrderId).toBeNull();
  }
  // A placed order's snapshot: its cards gave what its ledger says, and the card pays the rest of its total.
  for (const order of orders.filter((o) => o.state === 'PLACED')) {
    const estimated = order.estimatedTotals as EstimatedTotals;
    const taken = ledger
      .filter((row) => row.customerOrderId === order.id)
      .reduce((s, row) => s - row.amountPence, 0);
    const pence = (money: { amount: number }) => Math.round(money.amount * 100);
    expect(pence(estimated.giftCards)).toBe(taken);
    expect(pence(estimated.giftCards) + pence(estimated.giftVouchers) + pence(estimated.toPay)).toBe(
      pence(estimated.totalPrice),
    );
    const redeemed = vouchers
      .filter((v) => v.redeemedOrderId === order.id)
      .reduce((s, v) => s + v.valuePence, 0);
    expect(pence(estimated.giftVouchers)).toBeLessThanOrEqual(redeemed);
  }
}

describe('gift cards and vouchers under any sequence of shopping', () => {
  it('never make a balance negative or count anything twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
        const shoppers: { shopper: Shopper; orderId: string }[] = [];
        for (let i = 0; i < CUSTOMERS; i++)
          shoppers.push(await readyToPlace(h, { slotId: collectionSlot(addDays('2025-06-03', ++runs % 6)) }));
        const cards = await Promise.all(CARD_BALANCES.map((balance) => makeGiftCard(h.database.db, balance)));
        const vouchers = await Promise.all(
          VOUCHER_VALUES.map((value) => makeGiftVoucher(h.database.db, value)),
        );
        const orderIds = shoppers.map((s) => Number(s.orderId));
        for (const cmd of commands) {
          const { shopper, orderId } = shoppers[cmd.customer] as { shopper: Shopper; orderId: string };
          const base = `${ORDERS}/orders/${orderId}`;
          let status: number;
          switch (cmd.op) {
            case 'addCard': {
              const card = cards[cmd.card];
              status = (
                await call(h, shopper, `${base}/gift-cards`, {
                  json: { serialNumber: card?.serialNumber, pin: card?.pin },
                })
              ).status;
              break;
            }
            case 'removeCard':
              status = (
                await call(h, shopper, `${base}/gift-cards/${cards[cmd.card]?.id}`, { method: 'DELETE' })
              ).status;
              break;
            case 'addVoucher':
              status = (
                await call(h, shopper, `${base}/gift-vouchers`, {
                  json: { serialNumber: vouchers[cmd.voucher]?.serialNumber },
                })
              ).status;
              break;
            case 'removeVoucher':
              status = (
                await call(h, shopper, `${base}/gift-vouchers/${vouchers[cmd.voucher]?.id}`, {
                  method: 'DELETE',
                })
              ).status;
              break;
            case 'place':
              status = (await place(h, shopper, orderId, newKey())).status;
              break;
            case 'cancel':
              status = (await call(h, shopper, `${base}/cancel`, { method: 'POST' })).status;
              break;
            case 'amend':
              status = (await call(h, shopper, `${base}/init-amend`, { method: 'POST' })).status;
              break;
            case 'cancelAmend':
              status = (await call(h, shopper, `${base}/cancel-amend`, { method: 'POST' })).status;
              break;
          }
          // Refusals are answers, never failures of the server.
          expect(status).toBeLessThan(500);
          await checkInvariants(
            cards.map((card) => card.id),
            vouchers.map((voucher) => voucher.id),
            orderIds,
          );
        }
      }),
      { numRuns: 12 },
    );
  }, 300_000);
});
