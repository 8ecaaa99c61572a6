import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import styles from './Home.module.css';
import { HomeHero } from './HomeHero.tsx';

const PLACEHOLDER_CARDS = 8;

/** Shown while the home page's departments load. */
export function HomePending() {
  return (
    <div className={styles.page}>
      <HomeHero />
      <section className={styles.section} aria-busy="true">
        <div role="status">
          <VisuallyHidden>Loading departments…</VisuallyHidden>
        </div>
        <div className={styles.skeletonTitle} />
        <div className={styles.grid}>
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own.
            <div key={index} className={styles.skeletonCard} />
          ))}
        </div>
      </section>
    </div>
  );
}
