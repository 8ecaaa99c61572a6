import { Link } from '@tanstack/react-router';
import {
  selectIsLoggingOut,
  selectIsSignedIn,
  selectLogoutFailed,
} from '../../../machines/session.selectors.ts';
import { useSessionActor, useSessionSelector } from '../../app/session/SessionProvider.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormActions, FormCard } from '../../ui/FormCard.tsx';

/**
 * /ecom/log-out/error (doc 1 §8 "Logout failure"): logging out failed twice, so the shopper is still
 * signed in. Try again sends LOGOUT once more (after closing the 'Unable to log out' modal, if it is open).
 */
export function LogOutErrorPage() {
  const actor = useSessionActor();
  const isSignedIn = useSessionSelector(selectIsSignedIn);
  const failed = useSessionSelector(selectLogoutFailed);
  const loggingOut = useSessionSelector(selectIsLoggingOut);

  const tryAgain = () => {
    if (loggingOut) return;
    if (failed) actor.send({ type: 'DISMISS_LOGOUT_ERROR' });
    actor.send({ type: 'LOGOUT' });
  };

  return (
    <FormCard
      title="Unable to log out"
      intro={
        isSignedIn ? (
          <p>Sorry, we couldn't log you out. You're still signed in; please try again in a moment.</p>
        ) : (
          <p>You're not signed in.</p>
        )
      }
    >
      <FormActions>
        {isSignedIn && (
          <Button onClick={tryAgain} aria-disabled={loggingOut || undefined}>
            {loggingOut ? 'Signing out...' : 'Try again'}
          </Button>
        )}
        <Link to="/">Continue shopping</Link>
      </FormActions>
    </FormCard>
  );
}
