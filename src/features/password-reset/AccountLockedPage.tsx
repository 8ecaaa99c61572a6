import { LOGIN_ERROR_MESSAGES } from '../../domain/session.ts';
import { FormCard } from '../../ui/FormCard.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

/**
 * /ecom/forgot-password/locked (doc 1 §8 "Login 403 with soft_locked goes to the locked forgot-password
 * page"): a soft lock is lifted only by resetting the password, so the page asks for the link at once.
 */
export function AccountLockedPage() {
  return (
    <FormCard
      title="Your account is locked"
      intro={
        <>
          <p>{LOGIN_ERROR_MESSAGES.SOFT_LOCKED}</p>
          <p>
            For your security we have locked your account after too many attempts to sign in. Enter your email
            address and we'll email you a link to choose a new password, which unlocks it.
          </p>
        </>
      }
    >
      <ForgotPasswordForm submitLabel="Send reset link" />
    </FormCard>
  );
}
