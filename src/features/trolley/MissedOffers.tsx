import { createMissedOffersCache } from '../../domain/missed-offers.ts';
import type { Trolley } from '../../domain/trolley.ts';
import { StorefrontLink } from '../catalogue/StorefrontLink.tsx';
import styles from './TrolleyPage.module.css';

const missedOffersOf = createMissedOffersCache();

/**
 * Missed offers (doc 3 §5): offers on the trolley's products it does not get yet, each with how many more to
 * buy and a link to the offer's page. WMX offers and offers on products high in fat, salt or sugar are left
 * out (src/domain/missed-offers.ts).
 */
export function MissedOffers({ trolley }: { trolley: Trolley }) {
  const offers = missedOffersOf(trolley.promotions, trolley.trolleyItems);
  if (offers.length === 0) return null;
  return (
    <section className={styles.missedOffers} aria-labelledby="missed-offers">
      <h2 id="missed-offers" className={styles.sectionTitle}>
        Offers you’re missing
      </h2>
      <ul className={styles.missedOfferList}>
        {offers.map((offer) => (
          <li key={offer.promotionId}>
            <StorefrontLink href={offer.path}>{offer.description}</StorefrontLink>
            <span className={styles.missedOfferHint}> {offer.hint}</span>
            <span className={styles.missedOfferProducts}>On {offer.productNames.join(', ')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
