import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import styles from './Catalogue.module.css';

/** Shown only when a product page is slow to load. */
export function ProductPagePending() {
  return (
    <div className={styles.page} aria-busy="true">
      <div role="status">
        <VisuallyHidden>Loading the product…</VisuallyHidden>
      </div>
      <div className={styles.skeletonTitle} />
      <div className={styles.skeletonPod} />
    </div>
  );
}
