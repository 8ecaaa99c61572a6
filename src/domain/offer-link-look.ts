/**
 * How an offer's link looks on a product pod and page (doc 3 §9 "NLP new lower price (green, no chevron)"):
 * the one rule of src/domain/promotion-display.ts that the pods need, in a module of its own so that the
 * pods' code does not carry the whole table of type codes.
 */
const NEW_LOWER_PRICE_CODE = 'NLP';

export interface OfferLinkLook {
  /** 'saving' (green) for a new lower price; 'offer' (red) for every other. */
  tone: 'offer' | 'saving';
  /** Whether its link shows a chevron: every offer but a new lower price. */
  chevron: boolean;
}

export function offerLinkLook(promotionTypeCode: string): OfferLinkLook {
  const newLowerPrice = promotionTypeCode.trim().toUpperCase() === NEW_LOWER_PRICE_CODE;
  return { tone: newLowerPrice ? 'saving' : 'offer', chevron: !newLowerPrice };
}
