import { Link } from '@tanstack/react-router';
import { GROCERIES_HOME } from '../../domain/routing.ts';
import { buttonClassName } from '../../ui/Button.tsx';
import { FormActions, FormCard } from '../../ui/FormCard.tsx';

/** /ecom/registration/success: the account exists and the shopper is signed in. */
export function RegistrationSuccessPage() {
  return (
    <FormCard title="Welcome to Waitrose" intro={<p>Your account has been created and you're signed in.</p>}>
      <FormActions>
        <a className={buttonClassName({ variant: 'primary' })} href={GROCERIES_HOME}>
          Start shopping
        </a>
        <Link to="/myaccount">Go to my account</Link>
      </FormActions>
    </FormCard>
  );
}
