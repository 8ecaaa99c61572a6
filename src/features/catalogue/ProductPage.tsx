import type { Product } from '../../api/catalogue.ts';
import { formatMoneyShort } from '../../domain/money.ts';
import {
  availabilityMessage,
  canBeBought,
  MEMBERS_ONLY_OFFER,
  priceDisplay,
  productCategory,
  visiblePromotions,
} from '../../domain/product-display.ts';
import {
  alcoholStrengthText,
  alcoholUnitsText,
  availableDatesText,
  availableDaysText,
  leadTimeText,
  offerEndsText,
  servesText,
} from '../../domain/product-facts.ts';
import { browseHref } from '../../domain/search-params.ts';
import { MarketingBadges } from '../../ui/MarketingBadges.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { OfferLink } from '../../ui/OfferLink.tsx';
import { Price } from '../../ui/Price.tsx';
import type { PodQuantity } from '../../ui/ProductPod.tsx';
import { QuantityWithUnits } from '../../ui/QuantityWithUnits.tsx';
import { StarRating } from '../../ui/StarRating.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import styles from './ProductPage.module.css';
import { ProductTag } from './ProductTag.tsx';
import { StorefrontLink } from './StorefrontLink.tsx';

export interface ProductPageProps {
  product: Product;
  /** See useTrolleyActions: undefined shows no Add button. */
  onQuantityChange?: ((product: Product, quantity: PodQuantity) => void) | undefined;
  /** How much of it the shopper has in the trolley; null when none. */
  inTrolley?: { amount: number; uom: string } | null;
}

/**
 * The product page (doc 3 §2 products/{productName}/{productId}, §3 Product and Promotion): its image,
 * name, brand and size, price and unit price, offers with their end dates, badges, tags with their
 * tooltips, rating, dietary tags, alcohol details, restrictions, summary, and the way back to its category.
 */
export function ProductPage({ product, onQuantityChange, inTrolley = null }: ProductPageProps) {
  const category = productCategory(product.categories);
  const offers = visiblePromotions(product.promotions);
  const unavailable = availabilityMessage(product.availability);
  const serves = servesText(product.weights.servings);
  const leadTime = leadTimeText(product.leadTime);
  const days = availableDaysText(product.availableDays);
  const restrictions = (product.restriction?.availableDates ?? [])
    .map((dates) => ({ id: dates.restrictionId, text: availableDatesText(dates) }))
    .filter((dates): dates is { id: string; text: string } => dates.text !== null);
  const crumbs = [
    ...product.categories.map((item) => ({ name: item.name, url: browseHref(item.path) })),
    { name: product.name, url: product.url },
  ];
  const { images } = product;

  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={crumbs} />
      <article
        className={styles.product}
        aria-labelledby="product-name"
        data-line-number={product.lineNumber}
      >
        <div className={styles.gallery}>
          <img
            className={styles.image}
            src={images.large}
            srcSet={`${images.medium} 320w, ${images.large} 640w, ${images.extraLarge} 1280w`}
            sizes="(min-width: 768px) 40vw, 90vw"
            alt={product.name}
            width={480}
            height={480}
            loading="eager"
            fetchPriority="high"
          />
          <MarketingBadges badges={product.marketingBadges} size="large" />
        </div>

        <div className={styles.details}>
          <p className={styles.brand}>{product.brand}</p>
          <h1 id="product-name" className={styles.name}>
            {product.name}
          </h1>
          <p className={styles.size}>
            {product.size}
            {serves && <span> · {serves}</span>}
          </p>
          <StarRating
            averageRating={product.reviews.averageRating}
            reviewCount={product.reviews.reviewCount}
            detailed
          />
          {product.productTags.length > 0 && (
            <ul className={styles.tags} aria-label="Product notes">
              {product.productTags.map((tag) => (
                <li key={tag.name}>
                  <ProductTag name={tag.name} tooltip={tag.tooltip} />
                </li>
              ))}
            </ul>
          )}

          <div className={styles.buy}>
            <Price price={priceDisplay(product)} size="large" />
            {product.depositCharge && (
              <p className={styles.note}>Plus {formatMoneyShort(product.depositCharge)} container deposit</p>
            )}
            {offers.length > 0 && (
              <ul className={styles.offers} aria-label="Offers">
                {offers.map((offer) => (
                  <li key={offer.promotionId} className={styles.offer}>
                    <OfferLink offer={offer} link={StorefrontLink} className={styles.offerLink} />
                    {offerEndsText(offer.promotionExpiryDate) && (
                      <span className={styles.offerEnds}>{offerEndsText(offer.promotionExpiryDate)}</span>
                    )}
                    {offer.myWaitrosePromotion && <p className={styles.note}>{MEMBERS_ONLY_OFFER}</p>}
                  </li>
                ))}
              </ul>
            )}
            {unavailable ? (
              <Notice severity="WARNING">
                <p>{unavailable}</p>
              </Notice>
            ) : (
              onQuantityChange &&
              canBeBought(product.availability) && (
                <div className={styles.quantity}>
                  <QuantityWithUnits
                    productName={product.name}
                    defaultUnit={product.defaultQuantity.uom}
                    uoms={product.weights.uoms}
                    amount={inTrolley?.amount ?? 0}
                    amountUnit={inTrolley?.uom ?? null}
                    onChange={(wanted) => onQuantityChange(product, wanted)}
                  />
                </div>
              )
            )}
            {(leadTime || days) && (
              <ul className={styles.facts}>
                {leadTime && <li>{leadTime}</li>}
                {days && <li>{days}</li>}
              </ul>
            )}
            {restrictions.map((restriction) => (
              <Notice key={restriction.id} severity="INFORMATIVE">
                <p>{restriction.text}</p>
              </Notice>
            ))}
          </div>

          {product.summary && (
            <section className={styles.section} aria-labelledby="product-summary">
              <h2 id="product-summary" className={styles.sectionTitle}>
                Summary
              </h2>
              <p>{product.summary}</p>
            </section>
          )}

          {product.dietaryTags.length > 0 && (
            <section className={styles.section} aria-labelledby="product-dietary">
              <h2 id="product-dietary" className={styles.sectionTitle}>
                Dietary and lifestyle
              </h2>
              <ul className={styles.chips}>
                {product.dietaryTags.map((tag) => (
                  <li key={tag} className={styles.chip}>
                    {tag}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {product.alcoholDetails && (
            <section className={styles.section} aria-labelledby="product-alcohol">
              <h2 id="product-alcohol" className={styles.sectionTitle}>
                Alcohol
              </h2>
              <dl className={styles.alcohol}>
                <dt>Strength</dt>
                <dd>{alcoholStrengthText(product.alcoholDetails.percentByVolume)}</dd>
                <dt>Alcohol units</dt>
                <dd>{alcoholUnitsText(product.alcoholDetails.unitsInBottle)}</dd>
              </dl>
              <p className={styles.note}>You must be 18 or over to buy alcohol.</p>
            </section>
          )}

          {category && (
            <p className={styles.back}>
              <StorefrontLink href={browseHref(category.path)}>Back to {category.name}</StorefrontLink>
            </p>
          )}
        </div>
      </article>
    </div>
  );
}
