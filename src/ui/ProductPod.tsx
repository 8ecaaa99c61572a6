import type { ComponentType, ReactNode } from 'react';
import {
  availabilityMessage,
  canBeBought,
  MEMBERS_ONLY_OFFER,
  type PricedFields,
  type PromotionFields,
  priceDisplay,
  productCategory,
  visiblePromotions,
} from '../domain/product-display.ts';
import type { QuantityUnit } from '../domain/quantities.ts';
import { choosableUnits } from '../domain/unit-choice.ts';
import { MarketingBadges } from './MarketingBadges.tsx';
import { OfferLink } from './OfferLink.tsx';
import { Price } from './Price.tsx';
import styles from './ProductPod.module.css';
import type { QuantityWithUnitsProps } from './QuantityWithUnits.tsx';
import { StarRating } from './StarRating.tsx';

/** The parts of a product (src/api/catalogue.ts Product) a pod shows. */
export interface PodProduct extends PricedFields {
  lineNumber: string;
  name: string;
  size: string;
  /** The product page: `/ecom/products/{productName}/{productId}`. */
  url: string;
  thumbnail: string;
  availability: string;
  categories: readonly { name: string; path: string }[];
  reviews: { averageRating: number | null; reviewCount: number };
  marketingBadges: readonly { name: string }[];
  promotions: readonly (PromotionFields & { promotionTypeCode: string; wasDisplayPrice: string | null })[];
  defaultQuantity: { amount: number; uom: string };
  /** The units it is sold in: with both items and kg, the shopper may choose (doc 3 §5). */
  weights?: { uoms: readonly string[] };
}

/** What the pod gives its links. */
export interface PodLinkProps {
  /** A storefront address from the catalogue's answers: `/ecom/products/...`, `/ecom/shop/browse/...`. */
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  tabIndex?: number;
  'aria-hidden'?: boolean;
}

/** How the pod links to the shop's pages: the router's link in the app, a plain anchor elsewhere. */
export type PodLink = ComponentType<PodLinkProps>;

export interface PodQuantity {
  amount: number;
  uom: QuantityUnit;
}

export interface ProductPodProps {
  product: PodProduct;
  link: PodLink;
  /** Level of the product name's heading, under the list's own. */
  headingLevel?: 2 | 3;
  /** How much of it the shopper has in the trolley (0: none). */
  quantity?: number;
  /** The unit of `quantity`, when it is in the trolley. */
  quantityUnit?: string | null | undefined;
  /**
   * The shopper asks for an amount of it (0 for none). Without it the pod has no Add button: a pod must
   * not offer what nothing will do.
   */
  onQuantityChange?: ((lineNumber: string, quantity: PodQuantity) => void) | undefined;
  /**
   * The quantity control (src/ui/QuantityWithUnits.tsx), which a list loads on demand (issue 5: its first
   * paint does without it). Until it is there the pod shows no Add button, as without `onQuantityChange`,
   * but keeps the control's place (a list offers Add once the shop has arrived), so that nothing moves when
   * it does (issue 20).
   */
  quantityControl?: ComponentType<QuantityWithUnitsProps> | undefined;
  /** The shopper opens the product's page from the pod (for product_click). */
  onOpen?: (() => void) | undefined;
  /**
   * The pod is on the list's first screen: its picture loads at once, ahead of others (the largest image in
   * view is never lazy-loaded); the rest load as they come near.
   */
  priority?: boolean;
}

/** The category page to find something else when this one cannot be bought (doc 3 §8 view alternatives). */
function alternativesHref(product: PodProduct): string | null {
  const category = productCategory(product.categories);
  return category ? `/ecom/shop/browse/${category.path}` : null;
}

/**
 * A product in a list (doc 3 §3 Product): its image, name and size, price and unit price, offers and
 * badges, rating, availability (doc 3 §8 wording), and the quantity control of its unit (doc 3 §5). The
 * element carries the line number, so that returning to the list brings this pod back into view (and so
 * that the list can watch it come into view for product impressions).
 */
export function ProductPod({
  product,
  link: Link,
  headingLevel = 2,
  quantity = 0,
  quantityUnit,
  onQuantityChange,
  quantityControl: QuantityWithUnits,
  onOpen,
  priority = false,
}: ProductPodProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const unavailable = availabilityMessage(product.availability);
  const offers = visiblePromotions(product.promotions);
  const alternatives = unavailable ? alternativesHref(product) : null;

  return (
    <article className={styles.pod} data-line-number={product.lineNumber} aria-label={product.name}>
      <div className={styles.media}>
        <Link href={product.url} className={styles.imageLink} onClick={onOpen} tabIndex={-1} aria-hidden>
          <img
            className={styles.image}
            src={product.thumbnail}
            alt=""
            width={160}
            height={160}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        </Link>
        <MarketingBadges badges={product.marketingBadges} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link href={product.url} className={styles.nameLink} onClick={onOpen}>
            {product.name}
          </Link>
        </Heading>
        {product.size && <p className={styles.size}>{product.size}</p>}
        <StarRating averageRating={product.reviews.averageRating} reviewCount={product.reviews.reviewCount} />
        <Price price={priceDisplay(product)} />
        {offers.length > 0 && (
          <ul className={styles.offers} aria-label="Offers">
            {offers.map((offer) => (
              <li key={offer.promotionId}>
                <OfferLink offer={offer} link={Link} className={styles.offer} />
                {offer.myWaitrosePromotion && <p className={styles.membersOnly}>{MEMBERS_ONLY_OFFER}</p>}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          {unavailable ? (
            <>
              <p className={styles.unavailable}>{unavailable}</p>
              {alternatives && (
                <Link href={alternatives} className={styles.alternatives}>
                  View alternatives
                </Link>
              )}
            </>
          ) : canBeBought(product.availability) ? (
            onQuantityChange && QuantityWithUnits ? (
              <QuantityWithUnits
                productName={product.name}
                defaultUnit={product.defaultQuantity.uom}
                uoms={product.weights?.uoms}
                amount={quantity}
                amountUnit={quantityUnit}
                onChange={(wanted) => onQuantityChange(product.lineNumber, wanted)}
              />
            ) : (
              <ControlPlace withUnits={choosableUnits(product.weights?.uoms ?? []).length > 0} />
            )
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** The quantity control's place while its code is on its way: as tall as the control, empty. */
function ControlPlace({ withUnits }: { withUnits: boolean }) {
  return (
    <div
      className={withUnits ? `${styles.controlPlace} ${styles.withUnits}` : styles.controlPlace}
      aria-hidden="true"
    />
  );
}
