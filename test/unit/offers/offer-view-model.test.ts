import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../src/api/offers.ts';
import { MEMBERS_ONLY_OFFER } from '../../../src/domain/product-display.ts';
import { thresholdText } from '../../../src/features/offers/bundle.view-model.ts';
import { offerView } from '../../../src/features/offers/offer.view-model.ts';

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  promotionId: 700001,
  promotionType: 'MULTI_BUY',
  promotionTypeCode: 'MV',
  promotionDescription: 'Any 3 for £5',
  promotionExpiryDate: '2027-12-24',
  myWaitrosePromotion: false,
  promoPath: '/ecom/shop/offers/700001',
  groups: [{ name: 'Offer', threshold: 3 }],
  ...overrides,
});

describe('offerView', () => {
  it('presents a multibuy: its description, end date, threshold and more like it', () => {
    expect(offerView(offer())).toEqual({
      heading: 'Any 3 for £5',
      display: { kind: 'MULTI_BUY', label: 'Multibuy', tone: 'offer', chevron: true },
      ends: 'Offer ends 24/12',
      membersOnly: null,
      threshold: 'Add 3 to your trolley for the offer to apply',
      moreOfKind: {
        href: '/ecom/shop/browse/offers/highlights/multi_buy',
        text: 'More offers like this: Multibuy',
      },
    });
  });

  it('says a members-only offer is for members (doc 3 §5)', () => {
    expect(offerView(offer({ myWaitrosePromotion: true })).membersOnly).toBe(MEMBERS_ONLY_OFFER);
    expect(MEMBERS_ONLY_OFFER).toBe('Offer applies to myWaitrose members only.');
  });

  it('shows a new lower price in green, with no threshold for one item', () => {
    const view = offerView(
      offer({
        promotionTypeCode: 'NLP',
        promotionDescription: 'New lower price',
        groups: [{ name: 'Offer', threshold: 1 }],
      }),
    );
    expect(view.display.tone).toBe('saving');
    expect(view.display.chevron).toBe(false);
    expect(view.threshold).toBeNull();
  });

  it('has no end date it cannot read, and no highlights for a meal deal', () => {
    const view = offerView(offer({ promotionTypeCode: 'MD', promotionExpiryDate: 'soon' }));
    expect(view.ends).toBeNull();
    expect(view.moreOfKind).toBeNull();
  });
});

describe('thresholdText', () => {
  it.each([
    [1, 'Choose 1'],
    [3, 'Choose 3'],
  ])('%i → %s', (threshold, text) => {
    expect(thresholdText(threshold)).toBe(text);
  });
});
