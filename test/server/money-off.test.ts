import { describe, expect, it } from 'vitest';
import { moneyOff, percentOf } from '../../src/server/services/money-off.ts';

const base = {
  itemTotalPence: 5000,
  depositsPence: 0,
  deliveryChargePence: 0,
  codes: [],
  partnerDiscount: false,
  tender: [],
};

describe('moneyOff (docs/api/checkout.md "How the totals are worked out")', () => {
  it('with nothing off, the card pays items, deposits and the slot', () => {
    const result = moneyOff({ ...base, depositsPence: 40, deliveryChargePence: 450 });
    expect(result).toMatchObject({ totalPence: 5490, toPayPence: 5490, incentiveSavingsPence: 0 });
  });

  it('rounds a percentage to the nearest penny, halves up', () => {
    expect(percentOf(4125, 10)).toBe(413); // 412.5
    expect(percentOf(4124, 10)).toBe(412); // 412.4
    expect(percentOf(0, 12)).toBe(0);
  });

  it('takes codes in the order added, never more than the items cost', () => {
    const result = moneyOff({
      ...base,
      itemTotalPence: 1000,
      deliveryChargePence: 400,
      codes: [
        { incentiveId: 1, savingPence: 700 },
        { incentiveId: 2, savingPence: 500 },
      ],
    });
    expect(result.codes).toEqual([
      { incentiveId: 1, savingPence: 700 },
      { incentiveId: 2, savingPence: 300 },
    ]);
    expect(result).toMatchObject({ incentiveSavingsPence: 1000, totalPence: 400, toPayPence: 400 });
  });

  it('gives the partner discount on the items after codes (hand-computed: £45.00 − £4.50 = £40.50; 12% = £4.86)', () => {
    const result = moneyOff({
      ...base,
      itemTotalPence: 4500,
      deliveryChargePence: 100,
      codes: [{ incentiveId: 1, savingPence: 450 }],
      partnerDiscount: true,
    });
    expect(result).toMatchObject({ partnerDiscountPence: 486, totalPence: 4050 - 486 + 100 });
  });

  it('lets vouchers and gift cards pay in the order added, the card paying the rest', () => {
    const result = moneyOff({
      ...base,
      itemTotalPence: 3000,
      tender: [
        { kind: 'GIFT_CARD', id: 7, availablePence: 2000 },
        { kind: 'GIFT_VOUCHER', id: 8, availablePence: 500 },
        { kind: 'GIFT_CARD', id: 9, availablePence: 2000 },
      ],
    });
    expect(result.tender).toEqual([
      { kind: 'GIFT_CARD', id: 7, amountPence: 2000 },
      { kind: 'GIFT_VOUCHER', id: 8, amountPence: 500 },
      { kind: 'GIFT_CARD', id: 9, amountPence: 500 },
    ]);
    expect(result).toMatchObject({ giftCardsPence: 2500, giftVouchersPence: 500, toPayPence: 0 });
  });
});
