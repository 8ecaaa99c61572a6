import type { Trolley, TrolleyAnswer, TrolleyItem, TrolleyProduct } from '../../../src/domain/trolley.ts';

/** Builders of trolley answers for the storefront's tests: every field the server sends (docs/api/trolley.md). */

export const gbp = (amount: number) => ({ amount, currencyCode: 'GBP' });

export function trolleyProduct(overrides: Partial<TrolleyProduct> = {}): TrolleyProduct {
  const lineNumber = overrides.lineNumber ?? '100001';
  return {
    id: `${lineNumber}-1`,
    lineNumber,
    name: 'Essential Semi Skimmed Milk',
    brand: 'Essential Waitrose',
    size: '2 pints',
    productType: 'G',
    availability: 'IN_STOCK',
    thumbnail: `/images/${lineNumber}.svg`,
    maxPersonalisedMessageLength: null,
    substitutionsProhibited: false,
    containsAlcohol: false,
    currentSaleUnitPrice: { price: gbp(1.5), quantity: { amount: 1, uom: 'C62' } },
    defaultQuantity: { amount: 1, uom: 'C62' },
    depositCharge: null,
    displayPrice: '£1.50',
    ...overrides,
  };
}

export function trolleyLine(overrides: Partial<TrolleyItem> = {}): TrolleyItem {
  const product = overrides.product ?? trolleyProduct();
  const amount = overrides.quantity?.amount ?? 1;
  const retail = Math.round(product.currentSaleUnitPrice.price.amount * 100 * amount) / 100;
  return {
    trolleyItemId: 11,
    lineNumber: product.lineNumber,
    productId: product.id,
    quantity: { amount, uom: product.defaultQuantity.uom },
    reservedQuantity: null,
    canSubstitute: true,
    noteToShopper: null,
    personalisedMessage: null,
    batchId: null,
    locked: false,
    processing: false,
    retailPrice: gbp(retail),
    price: product.currentSaleUnitPrice.price,
    saving: gbp(0),
    totalPrice: gbp(retail),
    depositCharge: null,
    discounts: [],
    triggeredPromotions: [],
    untriggeredPromotions: [],
    product,
    ...overrides,
  };
}

export function trolleyOf(items: TrolleyItem[], overrides: Partial<Trolley> = {}): Trolley {
  const pence = items.reduce((sum, item) => sum + Math.round(item.totalPrice.amount * 100), 0);
  const savings = items.reduce((sum, item) => sum + Math.round(item.saving.amount * 100), 0);
  return {
    orderId: '5001',
    customerOrderState: 'PENDING',
    amendingOrder: false,
    instantCheckout: 'NOT_ALLOWED',
    slotChangeable: true,
    substitutionsAllowed: true,
    conflicts: [],
    trolleyItems: items,
    trolleyTotals: {
      collectionMinimumOrderValue: gbp(25),
      deliveryMinimumOrderValue: gbp(40),
      deliveryCharge: null,
      itemTotalEstimatedCost: gbp(pence / 100),
      totalEstimatedCost: gbp(pence / 100),
      totalDepositCharge: gbp(0),
      minimumSpendThresholdMet: pence >= 4000,
      savingsFromOffers: gbp(savings / 100),
      savingsFromOffersAndIncentives: gbp(savings / 100),
      savingsFromMyWaitrose: gbp(0),
      totalSavings: gbp(savings / 100),
      partnerDiscountSavings: gbp(0),
      orderLines: items.length,
      giftCards: gbp(0),
      giftVouchers: gbp(0),
      paymentCard: gbp(pence / 100),
      trolleyItemCounts: { hardConflicts: 0, softConflicts: 0, noConflicts: items.length },
    },
    promotions: [],
    ...overrides,
  };
}

export const answerOf = (
  trolley: Trolley | null,
  failures: TrolleyAnswer['failures'] = [],
): TrolleyAnswer => ({
  trolley,
  failures,
});
