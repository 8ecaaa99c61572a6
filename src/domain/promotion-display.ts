/**
 * How an offer is presented, by its promotion type code (doc 3 §9 "Promotion type codes"): INT introductory,
 * MPO percent off, PMA/PMR/PMS/PMT brand price match, NLP new lower price (green, without a chevron), and
 * the simple codes (MV multibuy, LI money off, FEA featured). MD marks a meal deal. One place for pods,
 * the product page and the offer pages.
 */

import { offerLinkLook } from './offer-link-look.ts';

export { offerLinkLook };

/** What kind of offer a code names; also the promotion type the catalogue files it under. */
export type OfferKind =
  | 'INTRODUCTORY'
  | 'PERCENT_OFF'
  | 'PRICE_MATCH'
  | 'NEW_LOWER_PRICE'
  | 'MULTI_BUY'
  | 'AMOUNT_OFF'
  | 'FEATURED'
  | 'MEAL_DEAL'
  | 'OTHER';

export interface OfferPresentation {
  kind: OfferKind;
  /** The offer type as a shopper reads it: 'Introductory offer', 'Brand Price Match' ... */
  label: string;
  /** 'saving' (green) for a new lower price; 'offer' (red) for every other. */
  tone: 'offer' | 'saving';
  /** Whether its link shows a chevron: every offer but a new lower price. */
  chevron: boolean;
}

const PRESENTATIONS: Readonly<Record<Exclude<OfferKind, 'OTHER'>, Omit<OfferPresentation, 'kind'>>> = {
  INTRODUCTORY: { label: 'Introductory offer', tone: 'offer', chevron: true },
  PERCENT_OFF: { label: 'Percentage off', tone: 'offer', chevron: true },
  PRICE_MATCH: { label: 'Brand Price Match', tone: 'offer', chevron: true },
  NEW_LOWER_PRICE: { label: 'New lower price', tone: 'saving', chevron: false },
  MULTI_BUY: { label: 'Multibuy', tone: 'offer', chevron: true },
  AMOUNT_OFF: { label: 'Money off', tone: 'offer', chevron: true },
  FEATURED: { label: 'Featured offer', tone: 'offer', chevron: true },
  MEAL_DEAL: { label: 'Meal deal', tone: 'offer', chevron: true },
};

/** The promotion type codes of doc 3 §9 and the kind each names. */
export const PROMOTION_TYPE_CODES: Readonly<Record<string, Exclude<OfferKind, 'OTHER'>>> = {
  INT: 'INTRODUCTORY',
  MPO: 'PERCENT_OFF',
  PMA: 'PRICE_MATCH',
  PMR: 'PRICE_MATCH',
  PMS: 'PRICE_MATCH',
  PMT: 'PRICE_MATCH',
  NLP: 'NEW_LOWER_PRICE',
  MV: 'MULTI_BUY',
  LI: 'AMOUNT_OFF',
  FEA: 'FEATURED',
  MD: 'MEAL_DEAL',
};

const OTHER: OfferPresentation = { kind: 'OTHER', label: 'Offer', tone: 'offer', chevron: true };

/** The presentation of an offer kind. */
export function offerKindDisplay(kind: OfferKind): OfferPresentation {
  return kind === 'OTHER' ? OTHER : { kind, ...PRESENTATIONS[kind] };
}

/** The presentation of a promotion type code (any case); an unknown code is a plain offer. */
export function promotionDisplay(promotionTypeCode: string): OfferPresentation {
  const kind = PROMOTION_TYPE_CODES[promotionTypeCode.trim().toUpperCase()];
  return kind ? { kind, ...PRESENTATIONS[kind] } : OTHER;
}

/** Offer kinds a highlights page can show (not meal deals: those have their own pages). */
export const HIGHLIGHT_KINDS: readonly OfferKind[] = [
  'INTRODUCTORY',
  'PERCENT_OFF',
  'PRICE_MATCH',
  'NEW_LOWER_PRICE',
  'MULTI_BUY',
  'AMOUNT_OFF',
  'FEATURED',
];

/**
 * The offer kind of a highlights page's `{offerType}` segment (doc 3 §2 shop/browse/offers/highlights/
 * {offerType}): a type (`multi_buy`, `INTRODUCTORY`) or a type code (`int`, `pma`), any case; null when it
 * names none.
 */
export function highlightKindOf(segment: string): OfferKind | null {
  const wanted = segment.trim().toUpperCase().replace(/-/g, '_');
  const kind = (HIGHLIGHT_KINDS as readonly string[]).includes(wanted)
    ? (wanted as OfferKind)
    : PROMOTION_TYPE_CODES[wanted];
  return kind && HIGHLIGHT_KINDS.includes(kind) ? kind : null;
}

/** The highlights page of an offer kind: `/ecom/shop/browse/offers/highlights/multi_buy`. */
export function highlightsPathOf(kind: OfferKind): string {
  return `/ecom/shop/browse/offers/highlights/${kind.toLowerCase()}`;
}
