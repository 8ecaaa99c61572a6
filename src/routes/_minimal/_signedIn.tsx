import { createFileRoute, Outlet } from '@tanstack/react-router';
import { signedInContext } from '../../features/sign-in/session-guards.ts';

/** The minimal layout's pages that need a signed-in shopper: the order and payment confirmations. */
export const Route = createFileRoute('/_minimal/_signedIn')({
  beforeLoad: ({ context, location }) => signedInContext(context.shop, location),
  component: Outlet,
});
