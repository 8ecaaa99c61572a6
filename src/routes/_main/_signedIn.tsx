import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { selectCustomerId } from '../../../machines/session.machine.ts';
import { loginRedirect } from '../../domain/routing.ts';
import { isSignedInWhenReady } from '../../features/sign-in/session-guards.ts';

/**
 * The sign-in guard (doc 1 §2.4, §6; doc 2 §6): the pages under it need a signed-in shopper. A signed-out
 * visitor goes to /ecom/login with `redirect` carrying the page's path and search, and comes back after
 * signing in. The pages' loaders get the shopper's `customerId` in their context.
 */
export const Route = createFileRoute('/_main/_signedIn')({
  beforeLoad: async ({ context, location }) => {
    if (!(await isSignedInWhenReady(context.session))) {
      throw redirect({ href: loginRedirect(location.href), replace: true });
    }
    return { customerId: selectCustomerId(context.session.actor.getSnapshot()) };
  },
  component: Outlet,
});
