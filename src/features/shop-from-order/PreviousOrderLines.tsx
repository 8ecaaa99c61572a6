import type { TrolleyProduct } from '../../domain/trolley.ts';
import { QuantityControl } from '../../ui/QuantityControl.tsx';
import styles from './ShopFromOrder.module.css';
import type { PreviousLineView } from './shop-from-order.view-model.ts';

export interface PreviousOrderLinesProps {
  lines: readonly PreviousLineView[];
  /** A change to a product's quantity in the trolley; undefined until the trolley is there (no Add then). */
  onQuantityChange:
    | ((product: TrolleyProduct, quantity: { amount: number; uom: string }) => void)
    | undefined;
}

/** A previous order's lines: what was ordered, and each product as sold today with its quantity control. */
export function PreviousOrderLines({ lines, onQuantityChange }: PreviousOrderLinesProps) {
  return (
    <ul className={styles.lines} aria-label="Products in this order">
      {lines.map((line) => {
        const { product } = line;
        const name = product?.name ?? line.name;
        return (
          <li
            key={line.lineNumber}
            className={styles.line}
            aria-label={name}
            data-availability={line.availability}
          >
            {product ? (
              <img src={product.thumbnail} alt="" width={80} height={80} loading="lazy" />
            ) : (
              <span className={styles.noImage} aria-hidden="true" />
            )}
            <div className={styles.lineText}>
              <h2 className={styles.lineName}>{name}</h2>
              {product && <p className={styles.lineSize}>{product.size}</p>}
              <p className={styles.ordered}>You ordered {line.ordered}</p>
            </div>
            <div className={styles.lineAction}>
              {product && <p className={styles.price}>{product.displayPrice}</p>}
              {line.unavailableReason ? (
                <p className={styles.unavailable}>{line.unavailableReason}</p>
              ) : (
                product &&
                onQuantityChange && (
                  <QuantityControl
                    productName={product.name}
                    unit={line.unit}
                    amount={line.inTrolley}
                    onChange={(amount) => onQuantityChange(product, { amount, uom: line.unit })}
                  />
                )
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
