import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import styles from './Catalogue.module.css';
import { ResultsSkeleton } from './ProductListPage.tsx';

/** Shown only when a results page is slow to load (the router's pending time; doc 1 §4 Page loading). */
export function ProductListPending() {
  return (
    <div className={styles.page} aria-busy="true">
      <div role="status">
        <VisuallyHidden>Loading products…</VisuallyHidden>
      </div>
      <div className={styles.skeletonTitle} />
      <ResultsSkeleton />
    </div>
  );
}
