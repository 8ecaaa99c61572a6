import { SHOP_NAME } from '../../ui/brand.ts';
import styles from './Home.module.css';

export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.heroText}>
        <h1 id="home-title" className={styles.title}>
          {SHOP_NAME}
        </h1>
        <p className={styles.welcome}>
          Welcome! Fill your trolley with fresh food and everyday essentials, then have it delivered to your
          door or collect it from your local branch.
        </p>
      </div>
      <svg className={styles.heroArt} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M4 28C4 13 13 4 28 4c0 15-9 24-24 24Z" fill="var(--color-brand)" />
      </svg>
    </section>
  );
}
