import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { selectCustomerId, selectIsSignedIn } from '../../../machines/session.selectors.ts';
import { loginRedirect } from '../../domain/routing.ts';
import { sessionWhenReady } from '../../features/sign-in/session-guards.ts';

/**
 * The sign-in guard (doc 1 §2.4, §6; doc 2 §6): the pages under it need a signed-in shopper. A signed-out
 * visitor goes to /ecom/login with `redirect` carrying the page's path and search, and comes back after
 * signing in. The pages' loaders get the shopper's `customerId` in their context.
 */
export const Route = createFileRoute('/_main/_signedIn')({
  beforeLoad: async ({ context, location }) => {
    const session = await sessionWhenReady(context.session);
    if (!selectIsSignedIn(session)) {
      throw redirect({ href: loginRedirect(location.href), replace: true });
    }
    return { customerId: selectCustomerId(session) };
  },
  component: Outlet,
});
