import { fromPromise } from 'xstate';
import {
  selectIsRegistering,
  selectIsSignedIn,
  selectRegistrationError,
} from '../../../machines/session.selectors.ts';
import type { RegistrationDetails } from '../../domain/session.ts';
import type { AppSession } from '../../shop/session.ts';

/**
 * The registration machine's `register` actor, done by the app's session: it sends REGISTER and settles
 * when the session has answered: signed in, or back to anonymous with its RegistrationFailure. The session
 * keeps the token and announces the sign-in, so registering and signing in are one thing everywhere.
 */
export function registerWithSession(session: AppSession) {
  return fromPromise<void, RegistrationDetails>(async ({ input, signal }) => {
    await session.whenReady();
    const { actor } = session;
    if (selectIsSignedIn(actor.getSnapshot())) {
      throw new Error('A signed-in shopper cannot register: sign out first');
    }
    await new Promise<void>((resolve, reject) => {
      let sent = false;
      const subscription = actor.subscribe((snapshot) => {
        if (!sent || selectIsRegistering(snapshot)) return;
        subscription.unsubscribe();
        if (selectIsSignedIn(snapshot)) resolve();
        else
          reject(selectRegistrationError(snapshot) ?? new Error('The session did not register the shopper'));
      });
      signal.addEventListener('abort', () => subscription.unsubscribe());
      actor.send({ type: 'REGISTER', ...input });
      sent = true;
      if (!selectIsRegistering(actor.getSnapshot())) {
        subscription.unsubscribe();
        reject(new Error('The session was not ready to register the shopper'));
      }
    });
  });
}
