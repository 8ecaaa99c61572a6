import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import styles from './Catalogue.module.css';

/**
 * Shown only when a product page is slow to load: the breadcrumbs' line and the product's card, as tall as
 * a product's card, so that the footer below stays out of a phone's first screen until the page shows and
 * nothing moves when it does (issue 20).
 */
export function ProductPagePending() {
  return (
    <div className={styles.page} aria-busy="true">
      <div role="status">
        <VisuallyHidden>Loading the product…</VisuallyHidden>
      </div>
      <div className={styles.skeletonTitle} />
      <div className={styles.skeletonProduct} />
    </div>
  );
}
