import { useSuspenseQuery } from '@tanstack/react-query';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { productQueryOptions } from './catalogue.queries.ts';
import { ProductPage } from './ProductPage.tsx';
import { useTrolleyActions, useTrolleyQuantity } from './use-trolley-actions.ts';

/** The product page's view: the product the loader put in the cache, and the shopper's trolley actions. */
export function ProductDetailRoute({ productId }: { productId: string }) {
  const { data: product } = useSuspenseQuery(productQueryOptions(productId));
  const { onQuantityChange } = useTrolleyActions();
  const inTrolley = useTrolleyQuantity(product?.lineNumber ?? '');
  if (!product) return <NotFoundPage />;
  return <ProductPage product={product} onQuantityChange={onQuantityChange} inTrolley={inTrolley} />;
}
