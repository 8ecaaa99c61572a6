import { selectIsSignedIn } from '../../../machines/session.machine.ts';
import type { AppSession } from '../../app/session/app-session.ts';

/**
 * Whether the shopper is signed in, once the session can tell (the token service has answered and no
 * refresh is under way). For route guards (`beforeLoad`).
 */
export async function isSignedInWhenReady(session: AppSession): Promise<boolean> {
  await session.whenReady();
  return selectIsSignedIn(session.actor.getSnapshot());
}
