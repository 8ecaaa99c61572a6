import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../ui/Button.tsx';
import styles from '../not-found/NotFoundPage.module.css';

/**
 * doc 3 §8 "Offers show not-found ... states": an offer that has ended, is hidden or never was. It stays with
 * the route (not the page's chunk), like every not-found view, so it borrows the not-found page's styles.
 */
export function OfferNotFound() {
  return (
    <section className={styles.page} aria-labelledby="offer-not-found-title">
      <h1 id="offer-not-found-title" className={styles.title}>
        Sorry, this offer isn’t available
      </h1>
      <p className={styles.text}>
        It may have ended, or the address may be mistyped. There are plenty more offers to choose from.
      </p>
      <Link to="/shop/browse/$" params={{ _splat: 'offers' }} className={buttonClassName()}>
        See all offers
      </Link>
    </section>
  );
}
