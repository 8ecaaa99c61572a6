import { OFFERS_BROWSE_PATH } from '../../domain/offers-path.ts';
import { buttonClassName } from '../../ui/Button.tsx';
import { StorefrontLink } from '../catalogue/StorefrontLink.tsx';
import styles from './Offers.module.css';

/** doc 3 §8 "Offers show not-found ... states": an offer that has ended, is hidden or never was. */
export function OfferNotFound() {
  return (
    <section className={styles.notFound} aria-labelledby="offer-not-found-title">
      <h1 id="offer-not-found-title" className={styles.title}>
        Sorry, this offer isn’t available
      </h1>
      <p>It may have ended, or the address may be mistyped. There are plenty more offers to choose from.</p>
      <StorefrontLink href={OFFERS_BROWSE_PATH} className={buttonClassName()}>
        See all offers
      </StorefrontLink>
    </section>
  );
}
