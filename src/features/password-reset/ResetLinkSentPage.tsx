import { Link } from '@tanstack/react-router';
import { FormCard } from '../../ui/FormCard.tsx';

/** /ecom/forgot-password/success: the same words whether or not the email has an account. */
export function ResetLinkSentPage() {
  return (
    <FormCard
      title="Check your email"
      intro={
        <>
          <p>
            If there is an account for the email address you gave, we have sent it a link to reset your
            password. The link works for one hour.
          </p>
          <p>Can't find it? Check your junk folder, or ask for another link.</p>
        </>
      }
    >
      <p>
        <Link to="/forgot-password">Send another link</Link>
      </p>
      <p>
        <Link to="/login">Back to sign in</Link>
      </p>
    </FormCard>
  );
}
