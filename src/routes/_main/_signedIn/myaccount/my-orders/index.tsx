import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../../app/RouteError.tsx';
import { MyOrdersPage } from '../../../../../features/orders/MyOrdersPage.tsx';

/** My orders (doc 2 §2 myaccount/my-orders; title 'My Orders' from src/domain/page-titles.ts). */
export const Route = createFileRoute('/_main/_signedIn/myaccount/my-orders/')({
  // The order calls load with the page, not with the app's first script.
  loader: async ({ context: { queryClient, customerId } }) => {
    const { orderListQueryOptions } = await import('../../../../../features/orders/order.queries.ts');
    await Promise.all([
      queryClient.ensureQueryData(orderListQueryOptions(customerId, 'pending')),
      queryClient.ensureQueryData(orderListQueryOptions(customerId, 'previous')),
    ]);
  },
  errorComponent: RouteError,
  component: function MyOrdersRoute() {
    const { customerId } = Route.useRouteContext();
    return <MyOrdersPage customerId={customerId} />;
  },
});
