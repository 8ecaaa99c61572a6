import type { Product } from '../../api/catalogue.ts';
import { ProductPod } from '../../ui/ProductPod.tsx';
import { StorefrontLink } from '../catalogue/StorefrontLink.tsx';
import { type TrolleyActions, useTrolleyQuantity } from '../catalogue/use-trolley-actions.ts';
import styles from './MealDeals.module.css';

function MealDealProduct({ product, onQuantityChange }: { product: Product } & TrolleyActions) {
  const inTrolley = useTrolleyQuantity(product.lineNumber);
  return (
    <li>
      <ProductPod
        product={product}
        link={StorefrontLink}
        headingLevel={3}
        quantity={inTrolley?.amount ?? 0}
        quantityUnit={inTrolley?.uom ?? null}
        onQuantityChange={onQuantityChange && ((_, quantity) => onQuantityChange(product, quantity))}
      />
    </li>
  );
}

/** A group's products (or the picks) as pods with Add, under the group's heading. */
export function MealDealProducts({
  products,
  onQuantityChange,
}: { products: readonly Product[] } & TrolleyActions) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <MealDealProduct key={product.lineNumber} product={product} onQuantityChange={onQuantityChange} />
      ))}
    </ul>
  );
}
