import type { SessionSnapshot } from '../../../machines/session.machine.ts';
import { selectIsSignedIn } from '../../../machines/session.selectors.ts';
import type { SessionLoader } from '../../app/session/session-loader.ts';

/**
 * The session once it can tell who the shopper is: its code has loaded, the token service has answered and
 * no refresh is under way. For route guards (`beforeLoad`) and loaders.
 */
export async function sessionWhenReady(loader: SessionLoader): Promise<SessionSnapshot> {
  const session = await loader.ready();
  await session.whenReady();
  return session.actor.getSnapshot();
}

/** Whether the shopper is signed in, once the session can tell (see `sessionWhenReady`). */
export async function isSignedInWhenReady(loader: SessionLoader): Promise<boolean> {
  return selectIsSignedIn(await sessionWhenReady(loader));
}
