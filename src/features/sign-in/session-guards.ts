import { redirect } from '@tanstack/react-router';
import type { SessionSnapshot } from '../../../machines/session.machine.ts';
import { selectCustomerId, selectIsSignedIn } from '../../../machines/session.selectors.ts';
import { loginRedirect, requiresSignIn } from '../../domain/routing.ts';
import type { ShopDoor } from '../../shop/door/door.tsx';

/**
 * The session once it can tell who the shopper is: its code has loaded, the token service has answered and
 * no refresh is under way. For route guards (`beforeLoad`) and loaders.
 */
export async function sessionWhenReady(door: ShopDoor): Promise<SessionSnapshot> {
  const { session } = await door.ready();
  await session.whenReady();
  return session.actor.getSnapshot();
}

/** Whether the shopper is signed in, once the session can tell (see `sessionWhenReady`). */
export async function isSignedInWhenReady(door: ShopDoor): Promise<boolean> {
  return selectIsSignedIn(await sessionWhenReady(door));
}

/** Where the router is going: the path and search below /ecom, as TanStack Router's location has them. */
export interface GuardedLocation {
  pathname: string;
  href: string;
}

/**
 * The session of a signed-in shopper, once it can tell (see `sessionWhenReady`); for a signed-out one, the
 * redirect to /ecom/login with `redirect` carrying the page's path and search (doc 1 §2.4), thrown.
 */
export async function signedInSession(door: ShopDoor, location: GuardedLocation): Promise<SessionSnapshot> {
  const session = await sessionWhenReady(door);
  if (!selectIsSignedIn(session)) throw redirect({ href: loginRedirect(location.href), replace: true });
  return session;
}

/**
 * The router's sign-in guard (doc 1 §2.4, doc 2 §6), run by the root route before every page: a path on the
 * one list, src/domain/routing.ts SIGN_IN_REQUIRED_ROUTES, waits for the session and sends a signed-out
 * shopper to login (`signedInSession`); any other path goes on at once, without waiting for the session.
 */
export function signInGuard(door: ShopDoor, location: GuardedLocation): Promise<void> | undefined {
  if (!requiresSignIn(location.pathname)) return undefined;
  return signedInSession(door, location).then(() => undefined);
}

/** What the signed-in layouts give their pages' loaders and views: who the shopper is, and their order. */
export interface SignedInContext {
  customerId: number;
  /** The shopper's current customer order (the trolley) as their access token names it. */
  customerOrderId: string | null;
}

/**
 * The `beforeLoad` of a signed-in layout (`_main/_signedIn`, `_checkout/_signedIn`, `_minimal/_signedIn`):
 * the shopper once the session can tell, or the redirect to login (`signedInSession`).
 */
export async function signedInContext(door: ShopDoor, location: GuardedLocation): Promise<SignedInContext> {
  const session = await signedInSession(door, location);
  return { customerId: selectCustomerId(session), customerOrderId: session.context.session.customerOrderId };
}
