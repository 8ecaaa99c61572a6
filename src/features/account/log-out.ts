import type { ShopDoor } from '../../shop/door/door.tsx';
import { sessionWhenReady } from '../sign-in/session-guards.ts';

/**
 * Arriving at /ecom/log-out (a bookmark, the app's deep link, the server's form logout) signs the shopper
 * out (doc 1 §4 Log out): once the session can tell who the shopper is, it is sent LOGOUT, the same event as
 * the header's Sign out. The session decides: a signed-in shopper is logged out (one retry after 1 s, then
 * the log-out error page), and so is one whose last logout failed; anyone else is already signed out, and
 * the event changes nothing. The page shows what the session says meanwhile.
 */
export async function signOutOnArrival(door: ShopDoor): Promise<void> {
  await sessionWhenReady(door);
  const { session } = await door.ready();
  session.actor.send({ type: 'LOGOUT' });
}
