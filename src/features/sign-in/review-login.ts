import type { SessionActor } from '../../../machines/session.machine.ts';
import { selectAccessToken } from '../../../machines/session.selectors.ts';
import { tokenService as appTokenService, type TokenService } from '../../api/session.ts';
import type { Credentials } from '../../domain/session.ts';

/**
 * Confirms a signed-in shopper's password before a sensitive step (doc 1 §2.2 "review login"). The session
 * takes LOGIN only from an anonymous shopper, so the credentials go to the token service directly; the
 * signed-in session it answers with replaces the current one on the server, and its token is handed to the
 * session actor as a renewal (which also restarts the session-security-token timer). Rejects with the
 * token service's LoginError (INVALID_CREDENTIALS, THROTTLE_LOGIN_ERROR, SOFT_LOCKED, HARD_LOCKED) or any
 * other failure.
 */
export async function reviewLogin(
  actor: SessionActor,
  credentials: Credentials,
  tokenService: Pick<TokenService, 'logIn'> = appTokenService,
): Promise<void> {
  const { accessToken } = await tokenService.logIn(credentials);
  actor.send({ type: 'TOKEN_REFRESHED', accessToken, replaces: selectAccessToken(actor.getSnapshot()) });
}
