import type { Offer } from '../../api/offers.ts';
import { MEMBERS_ONLY_OFFER } from '../../domain/product-display.ts';
import { offerEndsText } from '../../domain/product-facts.ts';
import {
  HIGHLIGHT_KINDS,
  highlightsPathOf,
  type OfferPresentation,
  promotionDisplay,
} from '../../domain/promotion-display.ts';

/** What an offer's page says about the offer (doc 3 §3 Promotion, §5 "Filters and offers", §9 type codes). */
export interface OfferView {
  heading: string;
  display: OfferPresentation;
  /** 'Offer ends 24/12', or null when the date cannot be read. */
  ends: string | null;
  /** 'Offer applies to myWaitrose members only.' where it applies. */
  membersOnly: string | null;
  /** 'Add 6 to your trolley for the offer to apply', for an offer on more than one item. */
  threshold: string | null;
  /** The other offers of its kind (the highlights page), when it has one. */
  moreOfKind: { href: string; text: string } | null;
}

export function offerView(offer: Offer): OfferView {
  const display = promotionDisplay(offer.promotionTypeCode);
  const threshold = Math.max(0, ...offer.groups.map((group) => group.threshold));
  return {
    heading: offer.promotionDescription,
    display,
    ends: offerEndsText(offer.promotionExpiryDate),
    membersOnly: offer.myWaitrosePromotion ? MEMBERS_ONLY_OFFER : null,
    threshold:
      offer.groups.length === 1 && threshold > 1
        ? `Add ${threshold} to your trolley for the offer to apply`
        : null,
    moreOfKind: HIGHLIGHT_KINDS.includes(display.kind)
      ? { href: highlightsPathOf(display.kind), text: `More offers like this: ${display.label}` }
      : null,
  };
}
