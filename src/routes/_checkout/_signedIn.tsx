import { createFileRoute, Outlet } from '@tanstack/react-router';
import { signedInContext } from '../../features/sign-in/session-guards.ts';

/** The checkout needs a signed-in shopper (doc 2 §6), as the pages of `_main/_signedIn` do. */
export const Route = createFileRoute('/_checkout/_signedIn')({
  beforeLoad: ({ context, location }) => signedInContext(context.shop, location),
  component: Outlet,
});
