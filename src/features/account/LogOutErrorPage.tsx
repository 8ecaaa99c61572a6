import { Link } from '@tanstack/react-router';
import { selectIsLoggingOut, selectIsSignedIn } from '../../../machines/session.selectors.ts';
import { useSessionActor, useSessionSelector } from '../../shop/door/session-hooks.ts';
import { Button } from '../../ui/Button.tsx';
import { FormActions, FormCard } from '../../ui/FormCard.tsx';

/**
 * /ecom/log-out/error (doc 1 §8 "Logout failure"): logging out failed twice, so the shopper is still
 * signed in. Try again sends LOGOUT once more (a new attempt, which closes the 'Unable to log out' modal).
 */
export function LogOutErrorPage() {
  const actor = useSessionActor();
  const isSignedIn = useSessionSelector(selectIsSignedIn);
  const loggingOut = useSessionSelector(selectIsLoggingOut);

  // After a failed logout, LOGOUT is a new attempt (the session closes the 'Unable to log out' modal).
  const tryAgain = () => {
    if (loggingOut) return;
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
