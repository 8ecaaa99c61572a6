import type { PriceDisplay } from '../domain/product-display.ts';
import styles from './Price.module.css';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export interface PriceProps {
  price: PriceDisplay;
  size?: 'medium' | 'large';
}

/** A product's price: '£1.50', 'est.' for weighed items, the unit price, and the price before an offer. */
export function Price({ price, size = 'medium' }: PriceProps) {
  return (
    <p className={size === 'large' ? `${styles.price} ${styles.large}` : styles.price}>
      {price.estimated && <span className={styles.estimated}>est.</span>}
      <span className={styles.amount}>
        {price.estimated && <VisuallyHidden>Estimated price </VisuallyHidden>}
        {price.price}
      </span>
      {price.wasPrice && (
        <span className={styles.was}>
          <VisuallyHidden>Was </VisuallyHidden>
          <s>{price.wasPrice}</s>
        </span>
      )}
      {price.unitPrice && <span className={styles.unit}>{price.unitPrice}</span>}
    </p>
  );
}
