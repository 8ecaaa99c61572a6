import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../../app/RouteError.tsx';
import { BrowseLandingPage } from '../../../../../features/catalogue/BrowseLandingPage.tsx';
import { browseLandingRoute } from '../../../../../features/catalogue/browse-landing-route.ts';
import { ProductListPending } from '../../../../../features/catalogue/ProductListPending.tsx';

const BROWSE_PATH = 'groceries';

/** The groceries home (doc 1 §2.1; `/ecom/shop` comes here): every groceries department, then its products. */
export const Route = createFileRoute('/_main/shop/browse/groceries/')({
  ...browseLandingRoute(BROWSE_PATH),
  pendingComponent: ProductListPending,
  errorComponent: RouteError,
  component: () => <BrowseLandingPage browsePath={BROWSE_PATH} search={Route.useSearch()} />,
});
