import { createFileRoute, redirect } from '@tanstack/react-router';
import { selectCustomerId, selectIsSignedIn } from '../../machines/session.selectors.ts';
import { MinimalLayout } from '../app/layouts/MinimalLayout.tsx';
import { RouteError } from '../app/RouteError.tsx';
import { loginRedirect, postSignInDestination } from '../domain/routing.ts';
import { accountQueryOptions } from '../features/account/account.queries.ts';
import { ReviewLoginPage } from '../features/sign-in/ReviewLoginPage.tsx';
import { sessionWhenReady } from '../features/sign-in/session-guards.ts';
import { validateRedirectSearch } from '../features/sign-in/sign-in.search.ts';

/**
 * Review login (doc 1 §2.2): a top-level route, outside the main shell, in the minimal layout. A signed-out
 * visitor signs in instead, which is a review in itself, and goes on to the same place.
 */
export const Route = createFileRoute('/reviewlogin')({
  validateSearch: validateRedirectSearch,
  beforeLoad: async ({ context, search }) => {
    const session = await sessionWhenReady(context.shop);
    if (!selectIsSignedIn(session)) {
      throw redirect({ href: loginRedirect(postSignInDestination(search.redirect)), replace: true });
    }
    return { customerId: selectCustomerId(session) };
  },
  loader: ({ context: { queryClient, customerId } }) =>
    queryClient.ensureQueryData(accountQueryOptions(customerId)),
  head: () => ({ meta: [{ title: 'Confirm your password' }] }),
  errorComponent: (props) => (
    <MinimalLayout>
      <RouteError {...props} />
    </MinimalLayout>
  ),
  component: function ReviewLoginRoute() {
    const account = Route.useLoaderData();
    const { redirect: target } = Route.useSearch();
    return (
      <MinimalLayout>
        <ReviewLoginPage email={account.email.email} redirect={target} />
      </MinimalLayout>
    );
  },
});
