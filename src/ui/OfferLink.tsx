import { offerLinkLook } from '../domain/offer-link-look.ts';
import styles from './OfferLink.module.css';
import type { PodLink } from './ProductPod.tsx';

export interface OfferLinkProps {
  offer: { promotionTypeCode: string; promotionDescription: string; promoPath: string };
  link: PodLink;
  className?: string | undefined;
}

/**
 * An offer's link to its page, presented by its type code (doc 3 §9, src/domain/promotion-display.ts; the pods read only src/domain/offer-link-look.ts): red
 * with a chevron, or for a new lower price green without one.
 */
export function OfferLink({ offer, link: Link, className }: OfferLinkProps) {
  const display = offerLinkLook(offer.promotionTypeCode);
  const tone = display.tone === 'saving' ? styles.saving : styles.offer;
  return (
    <Link href={offer.promoPath} className={className ? `${tone} ${className}` : tone}>
      {offer.promotionDescription}
      {display.chevron && (
        <span className={styles.chevron} aria-hidden="true">
          ›
        </span>
      )}
    </Link>
  );
}
