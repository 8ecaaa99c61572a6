import { useRef } from 'react';
import type { Product } from '../../api/catalogue.ts';
import type { ProductImpression } from '../../domain/product-analytics.ts';
import { productCategory } from '../../domain/product-display.ts';
import { useShop } from '../../shop/door/door.tsx';
import { reportError } from '../../shop/door/error-reporting.ts';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';
import { type PodQuantity, ProductPod, type ProductPodProps } from '../../ui/ProductPod.tsx';
import styles from './Catalogue.module.css';
import { quantityControlCode } from './results-page-parts.ts';
import { StorefrontLink } from './StorefrontLink.tsx';
import { useTrolleyQuantity } from './use-trolley-actions.ts';

export interface ProductGridProps {
  products: readonly Product[];
  /** The list's name in analytics: 'search', 'multi-search', 'browse: groceries/bakery'. */
  listName: string;
  /** Changes when the list does (another search, other filters): impressions are counted anew. */
  listId: string;
  onQuantityChange: ((product: Product, quantity: PodQuantity) => void) | undefined;
  busy?: boolean;
  /** Heading level of each product's name (default 2, under the page's heading). */
  headingLevel?: ProductPodProps['headingLevel'];
  /** How many pods from the first are on the first screen, their pictures loaded at once at high priority. */
  eagerImages?: number;
}

export function impressionOf(product: Product, listName: string, position: number): ProductImpression {
  return {
    id: product.lineNumber,
    name: product.name,
    brand: product.brand,
    category: productCategory(product.categories)?.name ?? '',
    price: product.currentSaleUnitPrice.price.amount,
    list: listName,
    position,
  };
}

/** Pods on a list's first screen at the widest layout: their pictures load at once, at high priority. */
export const FIRST_SCREEN_PODS = 6;

interface ProductGridItemProps {
  product: Product;
  priority: boolean;
  impression: ProductImpression;
  onQuantityChange: ProductGridProps['onQuantityChange'];
  quantityControl: ProductPodProps['quantityControl'];
  headingLevel: ProductPodProps['headingLevel'];
}

function ProductGridItem({
  product,
  priority,
  impression,
  onQuantityChange,
  quantityControl,
  headingLevel,
}: ProductGridItemProps) {
  // product_click goes with the shop's analytics: a product opened before the shop has arrived is not counted.
  const shop = useShop();
  const inTrolley = useTrolleyQuantity(product.lineNumber);
  return (
    <li>
      <ProductPod
        product={product}
        link={StorefrontLink}
        onOpen={() => shop?.trackProductClick(impression)}
        quantity={inTrolley?.amount ?? 0}
        quantityUnit={inTrolley?.uom ?? null}
        onQuantityChange={onQuantityChange && ((_, quantity) => onQuantityChange(product, quantity))}
        quantityControl={quantityControl}
        priority={priority}
        headingLevel={headingLevel}
      />
    </li>
  );
}

// Impressions are watched once the shop has arrived (its impressions actor batches them): the list's
// products are not held back for them (issue 5).
const impressionsCode = onDemand(() => import('./use-product-impressions.ts'));

const reportImpressionsFailure = (error: unknown) => reportError(error, { caught: 'product impressions' });
const reportQuantityControlFailure = (error: unknown) => reportError(error, { caught: 'quantity control' });

/** The products of a list, each watched for impressions and reporting a click when opened (doc 1 §7.5). */
export function ProductGrid({
  products,
  listName,
  listId,
  onQuantityChange,
  busy = false,
  headingLevel,
  eagerImages = FIRST_SCREEN_PODS,
}: ProductGridProps) {
  const list = useRef<HTMLUListElement>(null);
  const impressions = products.map((product, index) => impressionOf(product, listName, index + 1));
  const report = useShop()?.reportProductImpression;
  const ProductImpressions = useOnDemand(
    impressionsCode,
    report !== undefined,
    reportImpressionsFailure,
  )?.ProductImpressions;
  // Wanted once the pods can use it; one that fails to load is tried again when next wanted.
  const quantityControl = useOnDemand(
    quantityControlCode,
    onQuantityChange !== undefined,
    reportQuantityControlFailure,
  )?.QuantityWithUnits;
  return (
    <>
      <ul
        ref={list}
        className={busy ? `${styles.grid} ${styles.busy}` : styles.grid}
        aria-busy={busy || undefined}
      >
        {products.map((product, index) => (
          <ProductGridItem
            key={product.lineNumber}
            product={product}
            priority={index < eagerImages}
            impression={impressions[index] ?? impressionOf(product, listName, index + 1)}
            onQuantityChange={onQuantityChange}
            quantityControl={quantityControl}
            headingLevel={headingLevel}
          />
        ))}
      </ul>
      {ProductImpressions && report && (
        <ProductImpressions list={list} listId={listId} impressions={impressions} report={report} />
      )}
    </>
  );
}
