import { Link } from '@tanstack/react-router';
import { FormCard } from '../../ui/FormCard.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

/** /ecom/forgot-password (doc 1 §2.1): the shopper asks for a link to choose a new password. */
export function ForgotPasswordPage() {
  return (
    <FormCard
      title="Forgotten your password?"
      intro={
        <p>Enter the email address of your account and we'll email you a link to reset your password.</p>
      }
      aside={
        <p>
          Remembered it? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </FormCard>
  );
}
