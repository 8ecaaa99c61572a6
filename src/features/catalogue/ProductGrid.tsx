import { useCallback } from 'react';
import type { Product } from '../../api/catalogue.ts';
import { type ProductImpression, trackProductClick } from '../../app/analytics/product-analytics.ts';
import { productCategory } from '../../domain/product-display.ts';
import { type PodQuantity, ProductPod } from '../../ui/ProductPod.tsx';
import styles from './Catalogue.module.css';
import { StorefrontLink } from './StorefrontLink.tsx';
import { useProductImpressions } from './use-product-impressions.ts';
import { useTrolleyQuantity } from './use-trolley-actions.ts';

export interface ProductGridProps {
  products: readonly Product[];
  /** The list's name in analytics: 'search', 'multi-search', 'browse: groceries/bakery'. */
  listName: string;
  /** Changes when the list does (another search, other filters): impressions are counted anew. */
  listId: string;
  onQuantityChange: ((product: Product, quantity: PodQuantity) => void) | undefined;
  busy?: boolean;
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

interface ProductGridItemProps {
  product: Product;
  impression: ProductImpression;
  watch: (element: Element, impression: ProductImpression) => () => void;
  onQuantityChange: ProductGridProps['onQuantityChange'];
}

function ProductGridItem({ product, impression, watch, onQuantityChange }: ProductGridItemProps) {
  const { id, position, list } = impression;
  const inTrolley = useTrolleyQuantity(product.lineNumber);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the impression is the same while its id, place and list are
  const podRef = useCallback(
    (element: HTMLElement | null) => (element ? watch(element, impression) : undefined),
    [watch, id, position, list],
  );
  return (
    <li>
      <ProductPod
        product={product}
        link={StorefrontLink}
        podRef={podRef}
        onOpen={() => trackProductClick(impression)}
        quantity={inTrolley?.amount ?? 0}
        quantityUnit={inTrolley?.uom ?? null}
        onQuantityChange={onQuantityChange && ((_, quantity) => onQuantityChange(product, quantity))}
      />
    </li>
  );
}

/** The products of a list, each watched for impressions and reporting a click when opened (doc 1 §7.5). */
export function ProductGrid({
  products,
  listName,
  listId,
  onQuantityChange,
  busy = false,
}: ProductGridProps) {
  const watch = useProductImpressions(listId);
  return (
    <ul className={busy ? `${styles.grid} ${styles.busy}` : styles.grid} aria-busy={busy || undefined}>
      {products.map((product, index) => (
        <ProductGridItem
          key={product.lineNumber}
          product={product}
          impression={impressionOf(product, listName, index + 1)}
          watch={watch}
          onQuantityChange={onQuantityChange}
        />
      ))}
    </ul>
  );
}
