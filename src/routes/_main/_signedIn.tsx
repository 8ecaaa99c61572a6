import { createFileRoute, Outlet } from '@tanstack/react-router';
import { signedInContext } from '../../features/sign-in/session-guards.ts';

/**
 * The pages that need a signed-in shopper (doc 1 §2.4, §6; doc 2 §6): exactly those whose paths are on
 * src/domain/routing.ts SIGN_IN_REQUIRED_ROUTES (test/unit/account/sign-in-list.test.ts). The root route's
 * guard sends a signed-out visitor of those paths to /ecom/login with `redirect`; this layout gives the
 * pages' loaders the shopper's `customerId` and order, and holds the same line should a page ever be put
 * here without its path on the list. The checkout and the minimal layout have one each, the same.
 */
export const Route = createFileRoute('/_main/_signedIn')({
  beforeLoad: ({ context, location }) => signedInContext(context.shop, location),
  component: Outlet,
});
