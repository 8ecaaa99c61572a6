import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../ui/Button.tsx';
import { FormCard } from '../../ui/FormCard.tsx';

/**
 * /ecom/forgot-password/expired (doc 1 §2.4, §5): the reset link had no expiry, was past it, had been used
 * or was unknown.
 */
export function ResetLinkExpiredPage() {
  return (
    <FormCard
      title="This link has expired"
      intro={
        <p>
          Links to reset your password work once, for one hour. Ask for a new link and we'll email it to you.
        </p>
      }
    >
      <p>
        <Link to="/forgot-password" className={buttonClassName({ variant: 'primary' })}>
          Get a new link
        </Link>
      </p>
    </FormCard>
  );
}
