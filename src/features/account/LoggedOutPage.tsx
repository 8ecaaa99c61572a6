import { selectIsLoggingOut, selectIsSignedIn } from '../../../machines/session.selectors.ts';
import { useSessionActor, useSessionSelector } from '../../shop/door/session-hooks.ts';
import { Button, buttonClassName } from '../../ui/Button.tsx';
import { FormActions, FormCard } from '../../ui/FormCard.tsx';

/**
 * /ecom/log-out (doc 1 §4 Log out): its route sends the session LOGOUT on arrival, and the page says what
 * the session says. 'You have signed out' only once the logout has succeeded; 'Signing you out…' while
 * it is under way (including the retry after 1 s); a failed logout is the session's to handle (it goes
 * to the log-out error page). 'You're still signed in' is for the rare moment the session is signed in
 * and not signing out here (a sign-in that finished as the shopper arrived): Sign out asks again.
 */
export function LoggedOutPage() {
  const actor = useSessionActor();
  const signingOut = useSessionSelector(selectIsLoggingOut);
  const signedIn = useSessionSelector(selectIsSignedIn);

  if (signingOut) {
    return <FormCard title="Signing you out" intro={<p role="status">Signing you out…</p>} />;
  }
  if (signedIn) {
    return (
      <FormCard title="You're still signed in" intro={<p role="status">You have not been signed out.</p>}>
        <FormActions>
          <Button onClick={() => actor.send({ type: 'LOGOUT' })}>Sign out</Button>
          <a className={buttonClassName({ variant: 'secondary' })} href="/ecom/">
            Continue shopping
          </a>
        </FormActions>
      </FormCard>
    );
  }
  return (
    <FormCard title="You have signed out" intro={<p role="status">Thank you for shopping with us.</p>}>
      <FormActions>
        <a className={buttonClassName({ variant: 'primary' })} href="/ecom/login">
          Sign in
        </a>
        <a className={buttonClassName({ variant: 'secondary' })} href="/ecom/">
          Continue shopping
        </a>
      </FormActions>
    </FormCard>
  );
}
