import { describe, expect, it } from 'vitest';
import {
  createMissedOffersCache,
  MISSED_OFFERS_CACHE_SIZE,
  type MissedOffer,
  missedOffers,
  type OfferTrolleyItem,
  type TrolleyOffer,
} from '../../../src/domain/missed-offers';

// doc 3 §5 "Missed offers: an offer is missed unless it is already triggered or is of type WMX. High-fat, salt
// and sugar products are excluded." and §9 "missed-offers cache size 2", as tables.

const ITEMS: OfferTrolleyItem[] = [
  { trolleyItemId: 1, product: { name: 'Apples', highFatSaltSugar: false } },
  { trolleyItemId: 2, product: { name: 'Crisps', highFatSaltSugar: true } },
  { trolleyItemId: 3, product: { name: 'Pears' } },
];

const offer = (fields: Partial<TrolleyOffer>): TrolleyOffer => ({
  promotionId: 11,
  description: 'Any 3 for £5',
  promotionType: 'MULTI_BUY',
  promotionTypeCode: 'MV',
  status: 'UNTRIGGERED',
  trolleyItemIds: [1],
  unitsNeeded: 2,
  ...fields,
});

describe('missedOffers (doc 3 §5)', () => {
  it.each<{ name: string; offer: TrolleyOffer; missed: boolean }>([
    { name: 'an untriggered multi-buy is missed', offer: offer({}), missed: true },
    { name: 'a triggered offer is not missed', offer: offer({ status: 'TRIGGERED' }), missed: false },
    { name: 'a WMX offer is never missed', offer: offer({ promotionTypeCode: 'WMX' }), missed: false },
    {
      name: 'an offer on a high fat, salt or sugar product is left out',
      offer: offer({ trolleyItemIds: [1, 2] }),
      missed: false,
    },
    {
      name: 'a product whose HFSS flag is unknown counts as not HFSS',
      offer: offer({ trolleyItemIds: [3] }),
      missed: true,
    },
    {
      name: 'a meal deal is shown by the builder, not as a missed offer',
      offer: offer({ promotionType: 'MEAL_DEAL', promotionTypeCode: 'MD' }),
      missed: false,
    },
    {
      name: 'an offer on no product of the trolley is not missed',
      offer: offer({ trolleyItemIds: [99] }),
      missed: false,
    },
    {
      name: 'a percent-off offer waiting for more units is missed',
      offer: offer({ promotionType: 'PERCENT_OFF', promotionTypeCode: 'MPO', description: 'Buy 6 save 25%' }),
      missed: true,
    },
  ])('$name', ({ offer: row, missed }) => {
    expect(missedOffers([row], ITEMS).length).toBe(missed ? 1 : 0);
  });

  it('says how many more to buy, names the products and links to the offer', () => {
    expect(missedOffers([offer({ trolleyItemIds: [1, 3], unitsNeeded: 1 })], ITEMS)).toEqual<MissedOffer[]>([
      {
        promotionId: 11,
        description: 'Any 3 for £5',
        hint: 'Buy 1 more to get this offer',
        productNames: ['Apples', 'Pears'],
        path: '/ecom/shop/offers/11',
      },
    ]);
  });

  it('keeps the order of the trolley’s promotions', () => {
    const ids = missedOffers(
      [offer({ promotionId: 3 }), offer({ promotionId: 1, status: 'TRIGGERED' }), offer({ promotionId: 2 })],
      ITEMS,
    ).map((missed) => missed.promotionId);
    expect(ids).toEqual([3, 2]);
  });
});

describe('the missed-offers cache (doc 3 §9)', () => {
  it('holds 2 answers', () => expect(MISSED_OFFERS_CACHE_SIZE).toBe(2));

  it('answers the same lists with the same result, and forgets the third-last', () => {
    const cached = createMissedOffersCache();
    const a = [offer({ promotionId: 1 })];
    const b = [offer({ promotionId: 2 })];
    const c = [offer({ promotionId: 3 })];
    const first = cached(a, ITEMS);
    expect(cached(a, ITEMS)).toBe(first);
    cached(b, ITEMS);
    expect(cached(a, ITEMS)).toBe(first);
    cached(c, ITEMS);
    cached(b, ITEMS);
    expect(cached(a, ITEMS)).not.toBe(first);
    expect(cached(a, ITEMS)).toEqual(first);
  });
});
