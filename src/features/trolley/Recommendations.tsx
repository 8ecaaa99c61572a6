import { isQuantityUnit } from '../../domain/quantities.ts';
import type { TrolleyProduct } from '../../domain/trolley.ts';
import { QuantityControl } from '../../ui/QuantityControl.tsx';
import styles from './TrolleyPage.module.css';

export interface RecommendationsProps {
  products: readonly TrolleyProduct[];
  /** How much of a product is in the trolley (0: none). */
  quantityOf: (lineNumber: string) => number;
  onQuantityChange: (product: TrolleyProduct, quantity: { amount: number; uom: string }) => void;
  /** The list's heading. */
  title?: string;
  /** Said under the heading. */
  description?: string;
}

/**
 * Recommended products (doc 2 §2, §9: 8 by default), each with its Add and quantity control; the
 * before-you-go steps list their products the same way.
 */
export function Recommendations({
  products,
  quantityOf,
  onQuantityChange,
  title = 'You might also like',
  description,
}: RecommendationsProps) {
  if (products.length === 0) return null;
  return (
    <section className={styles.recommendations} aria-labelledby="trolley-recommendations-title">
      <h2 id="trolley-recommendations-title" className={styles.sectionTitle}>
        {title}
      </h2>
      {description && <p>{description}</p>}
      <ul className={styles.recommendationList}>
        {products.map((product) => {
          const unit = isQuantityUnit(product.defaultQuantity.uom) ? product.defaultQuantity.uom : 'C62';
          return (
            <li key={product.lineNumber} className={styles.recommendation} aria-label={product.name}>
              <img src={product.thumbnail} alt="" width={120} height={120} loading="lazy" />
              <h3 className={styles.recommendationName}>{product.name}</h3>
              <p className={styles.lineSize}>{product.size}</p>
              <p className={styles.price}>{product.displayPrice}</p>
              <QuantityControl
                productName={product.name}
                unit={unit}
                amount={quantityOf(product.lineNumber)}
                onChange={(amount) => onQuantityChange(product, { amount, uom: unit })}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
