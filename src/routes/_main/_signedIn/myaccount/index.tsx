import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../app/RouteError.tsx';
import { AccountOverviewPage } from '../../../../features/account/AccountOverviewPage.tsx';
import { accountQueryOptions, orderStatsQueryOptions } from '../../../../features/account/account.queries.ts';

/** My account (doc 1 §2.1): the account overview. */
export const Route = createFileRoute('/_main/_signedIn/myaccount/')({
  loader: async ({ context: { queryClient, customerId } }) => {
    await Promise.all([
      queryClient.ensureQueryData(accountQueryOptions(customerId)),
      queryClient.ensureQueryData(orderStatsQueryOptions(customerId)),
    ]);
  },
  head: () => ({ meta: [{ title: 'My account' }] }),
  errorComponent: RouteError,
  component: function MyAccountRoute() {
    const { customerId } = Route.useRouteContext();
    return <AccountOverviewPage customerId={customerId} />;
  },
});
