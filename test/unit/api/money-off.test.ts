import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addGiftCard,
  addGiftVoucher,
  addIncentive,
  applyPartnerCard,
  getIncentives,
  moneyOffFailureOf,
  removeGiftCard,
  removeGiftVoucher,
  removeIncentive,
  removePartnerCard,
} from '../../../src/api/money-off.ts';
import type { Incentive } from '../../../src/contract/incentives.ts';
import { INCENTIVE_REFUSALS } from '../../../src/domain/incentives.ts';
import { checkoutOrderSample } from '../../fixtures/checkout-order.ts';
import { fakeFetch, jsonAnswer } from './fake-fetch.ts';

// docs/api/checkout.md "Money off": each call's method, address and body, its answer, and its refusals kept
// with their status and message (doc 2 §8).

const ROOT = `${window.location.origin}/api/order-orchestration-prod/v1/orders/1000001`;

function serve(...answers: Response[]) {
  const faked = fakeFetch(...answers);
  vi.stubGlobal('fetch', faked.fetch);
  return faked;
}

afterEach(() => vi.unstubAllGlobals());

const WELCOME10: Incentive = {
  code: 'WELCOME10',
  status: 'APPLIED',
  description: '10% off your first order of £40 or more',
  value: { amount: 4.5, currencyCode: 'GBP' },
  type: 'COUPON',
  applicationMethod: 'ORDER',
  message: null,
};
const ORDER = checkoutOrderSample({ customerOrderId: '1000001' });

describe('promo code calls', () => {
  it('GET incentives: the codes on the order', async () => {
    const { sent } = serve(jsonAnswer({ incentives: [WELCOME10] }));
    await expect(getIncentives('1000001')).resolves.toEqual([WELCOME10]);
    expect(sent[0]).toMatchObject({ method: 'GET', url: `${ROOT}/incentives` });
  });

  it('POST incentives with the code; the answer with the code kept or refused', async () => {
    const answer = { incentive: WELCOME10, rejection: null, incentives: [WELCOME10] };
    const { sent } = serve(jsonAnswer(answer));
    await expect(addIncentive('1000001', 'WELCOME10')).resolves.toEqual(answer);
    expect(sent[0]).toMatchObject({ method: 'POST', url: `${ROOT}/incentives` });
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ code: 'WELCOME10' });
  });

  it('DELETE incentives/{code}, the code encoded', async () => {
    const { sent } = serve(jsonAnswer({ incentives: [] }));
    await expect(removeIncentive('1000001', 'MTAwMDE6NTAw/+=')).resolves.toEqual([]);
    expect(sent[0]).toMatchObject({ method: 'DELETE', url: `${ROOT}/incentives/MTAwMDE6NTAw%2F%2B%3D` });
  });

  it('a refusal keeps its status, message and type', async () => {
    serve(
      jsonAnswer(
        {
          message: INCENTIVE_REFUSALS.INCENTIVE_ALREADY_ADDED,
          type: 'INCENTIVE_ALREADY_ADDED',
          code: 'INCENTIVE_ALREADY_ADDED',
        },
        { status: 409 },
      ),
    );
    await expect(addIncentive('1000001', 'WELCOME10')).rejects.toEqual({
      status: 409,
      message: INCENTIVE_REFUSALS.INCENTIVE_ALREADY_ADDED,
      type: 'INCENTIVE_ALREADY_ADDED',
      details: [],
    });
  });

  it('an answer of the wrong shape has no status (the generic message)', async () => {
    serve(jsonAnswer({ codes: 'none' }));
    await expect(getIncentives('1000001')).rejects.toEqual({
      status: null,
      message: null,
      type: null,
      details: [],
    });
  });
});

describe('gift card, voucher and partner card calls: each answers the order', () => {
  it.each([
    [
      'POST gift-cards',
      () => addGiftCard('1000001', '6338000000000001', '1234'),
      'POST',
      '/gift-cards',
      { serialNumber: '6338000000000001', pin: '1234' },
    ],
    ['DELETE gift-cards/{id}', () => removeGiftCard('1000001', '7'), 'DELETE', '/gift-cards/7', null],
    [
      'POST gift-vouchers',
      () => addGiftVoucher('1000001', '7000000000000001'),
      'POST',
      '/gift-vouchers',
      { serialNumber: '7000000000000001' },
    ],
    [
      'DELETE gift-vouchers/{id}',
      () => removeGiftVoucher('1000001', '8'),
      'DELETE',
      '/gift-vouchers/8',
      null,
    ],
    [
      'PUT partner-discount-card',
      () => applyPartnerCard('1000001', '9210000000000001'),
      'PUT',
      '/partner-discount-card',
      { cardNumber: '9210000000000001' },
    ],
    [
      'DELETE partner-discount-card',
      () => removePartnerCard('1000001'),
      'DELETE',
      '/partner-discount-card',
      null,
    ],
  ] as const)('%s', async (_name, run, method, path, body) => {
    const { sent } = serve(jsonAnswer({ order: ORDER }));
    await expect(run()).resolves.toEqual(ORDER);
    expect(sent[0]).toMatchObject({ method, url: `${ROOT}${path}` });
    expect(sent[0]?.body ? JSON.parse(sent[0].body) : null).toEqual(body);
  });

  it('ORDER_ORCHESTRATION_037 keeps the name and value of each voucher', async () => {
    const details = [{ name: '•••• 0001', value: INCENTIVE_REFUSALS.GIFT_VOUCHER_NOT_VALID }];
    serve(
      jsonAnswer(
        {
          message: INCENTIVE_REFUSALS.ORDER_ORCHESTRATION_037,
          type: 'ORDER_ORCHESTRATION_037',
          code: 'ORDER_ORCHESTRATION_037',
          details,
        },
        { status: 409 },
      ),
    );
    await expect(addGiftVoucher('1000001', '7000000000000001')).rejects.toMatchObject({
      status: 409,
      type: 'ORDER_ORCHESTRATION_037',
      details,
    });
  });

  it('a refusal without a readable body keeps its status', async () => {
    serve(new Response('Too many', { status: 429 }));
    await expect(addGiftCard('1000001', '6338000000000001', '0000')).rejects.toMatchObject({
      status: 429,
      message: null,
    });
  });
});

describe('moneyOffFailureOf', () => {
  it('anything that is not an answer has no status', () => {
    expect(moneyOffFailureOf(new TypeError('Failed to fetch'))).toEqual({
      status: null,
      message: null,
      type: null,
      details: [],
    });
  });
});
