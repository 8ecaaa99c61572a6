import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../../app/RouteError.tsx';
import { BrowseLandingPage } from '../../../../../features/catalogue/BrowseLandingPage.tsx';
import { browseLandingRoute } from '../../../../../features/catalogue/browse-landing-route.ts';
import { ProductListPending } from '../../../../../features/catalogue/ProductListPending.tsx';

const BROWSE_PATH = 'entertaining';

/** Entertaining (doc 3 §2 top-level browse): party food and occasions, ordered ahead. */
export const Route = createFileRoute('/_main/shop/browse/entertaining/')({
  ...browseLandingRoute(BROWSE_PATH),
  pendingComponent: ProductListPending,
  errorComponent: RouteError,
  component: () => <BrowseLandingPage browsePath={BROWSE_PATH} search={Route.useSearch()} />,
});
