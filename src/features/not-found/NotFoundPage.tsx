import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../ui/Button.tsx';
import styles from './NotFoundPage.module.css';

/** Anything that is not a route of the shop (doc 1 §2.1 "anything else is the not-found page"). */
export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code}>404</p>
      <h1 id="not-found-title" className={styles.title}>
        Page not found
      </h1>
      <p className={styles.text}>
        The page you are looking for may have moved, or the address may be mistyped.
      </p>
      <Link to="/" className={buttonClassName()}>
        Go to the home page
      </Link>
    </section>
  );
}
