import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../app/RouteError.tsx';
import { ProductDetailRoute } from '../../../../features/catalogue/ProductDetailRoute.tsx';
import { ProductPagePending } from '../../../../features/catalogue/ProductPagePending.tsx';
import { productPageHead } from '../../../../features/catalogue/product-page-head.ts';
import { NotFoundPage } from '../../../../features/not-found/NotFoundPage.tsx';

/** The product page (doc 3 §2 products/{productName}/{productId}); a product that does not exist is not found. */
export const Route = createFileRoute('/_main/products/$productName/$productId')({
  loader: async ({ context: { queryClient }, params }) =>
    (await import('../../../../features/catalogue/route-loaders.ts')).loadProductPage(
      queryClient,
      params.productId,
    ),
  head: ({ loaderData }) => productPageHead(loaderData),
  pendingComponent: ProductPagePending,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: ProductRoute,
});

function ProductRoute() {
  const { productId } = Route.useParams();
  return <ProductDetailRoute productId={productId} />;
}
