import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../ui/Button.tsx';
import { FormCard } from '../../ui/FormCard.tsx';

/** /ecom/reset-password/success: every session of the account has been ended, so the shopper signs in again. */
export function PasswordChangedPage() {
  return (
    <FormCard
      title="Your password has been changed"
      intro={<p>For your security we have signed you out everywhere. Sign in with your new password.</p>}
    >
      <p>
        <Link to="/login" className={buttonClassName({ variant: 'primary' })}>
          Sign in
        </Link>
      </p>
    </FormCard>
  );
}
