import type { ComponentType } from 'react';
import type { Product } from '../../api/catalogue.ts';
import { reportError } from '../../shop/door/error-reporting.ts';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';
import { ProductPod } from '../../ui/ProductPod.tsx';
import type { QuantityWithUnitsProps } from '../../ui/QuantityWithUnits.tsx';
import { StorefrontLink } from '../catalogue/StorefrontLink.tsx';
import { type TrolleyActions, useTrolleyQuantity } from '../catalogue/use-trolley-actions.ts';
import styles from './MealDeals.module.css';

/** The pods' quantity control (Add, the stepper), loaded once the pods can use it, as the results pages do. */
const quantityControlCode = onDemand(() => import('../../ui/QuantityWithUnits.tsx'));
const reportQuantityControlFailure = (error: unknown) => reportError(error, { caught: 'quantity control' });

function MealDealProduct({
  product,
  onQuantityChange,
  quantityControl,
}: {
  product: Product;
  quantityControl: ComponentType<QuantityWithUnitsProps> | undefined;
} & TrolleyActions) {
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
        quantityControl={quantityControl}
      />
    </li>
  );
}

/** A group's products (or the picks) as pods with Add, under the group's heading. */
export function MealDealProducts({
  products,
  onQuantityChange,
}: { products: readonly Product[] } & TrolleyActions) {
  const quantityControl = useOnDemand(
    quantityControlCode,
    onQuantityChange !== undefined,
    reportQuantityControlFailure,
  )?.QuantityWithUnits;
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <MealDealProduct
          key={product.lineNumber}
          product={product}
          onQuantityChange={onQuantityChange}
          quantityControl={quantityControl}
        />
      ))}
    </ul>
  );
}
