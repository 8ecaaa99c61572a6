import { buttonClassName } from '../../ui/Button.tsx';

/** After signing out (doc 1 §4 Log out): the session is anonymous again. */
export function LoggedOutPage() {
  return (
    <section aria-labelledby="logged-out-title">
      <h1 id="logged-out-title">You have signed out</h1>
      <p>Thank you for shopping with us.</p>
      <p>
        <a className={buttonClassName({ variant: 'primary' })} href="/ecom/login">
          Sign in
        </a>{' '}
        <a className={buttonClassName({ variant: 'secondary' })} href="/ecom/">
          Continue shopping
        </a>
      </p>
    </section>
  );
}
