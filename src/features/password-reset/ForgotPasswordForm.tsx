import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { tokenService } from '../../api/session.ts';
import { validateEmail } from '../../domain/validation.ts';
import { EmailField } from '../../ui/EmailField.tsx';
import { FormActions } from '../../ui/FormCard.tsx';
import { FormErrorSummary } from '../../ui/FormErrorSummary.tsx';
import { SubmitButton, whenNotBusy } from '../../ui/SubmitButton.tsx';
import { PASSWORD_RESET_MESSAGES } from './password-reset.messages.ts';

const EMAIL_FIELD = 'forgot-password-email';

function messageFor(error: unknown): string {
  return error instanceof ApiError && error.status === 429
    ? PASSWORD_RESET_MESSAGES.throttled
    : PASSWORD_RESET_MESSAGES.unexpected;
}

/**
 * Asks for a reset link (POST password-reset). The answer is the same whether or not the email has an
 * account (no enumeration), so the success page says only what happens if it has.
 */
export function ForgotPasswordForm({ submitLabel = 'Send reset link' }: { submitLabel?: string }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [submitCount, setSubmitCount] = useState(0);
  const request = useMutation({
    mutationFn: (address: string) => tokenService.requestPasswordReset(address),
    onSuccess: () => navigate({ to: '/forgot-password/success' }),
  });

  const submit = () => {
    setSubmitCount((count) => count + 1);
    const error = validateEmail(email);
    setEmailError(error);
    if (!error) request.mutate(email.trim());
  };

  const errors = [
    ...(request.isError ? [{ message: messageFor(request.error) }] : []),
    ...(emailError ? [{ message: emailError, fieldId: EMAIL_FIELD }] : []),
  ];

  return (
    <>
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <form noValidate onSubmit={whenNotBusy(request.isPending, submit)}>
        <EmailField id={EMAIL_FIELD} value={email} onChange={setEmail} error={emailError} />
        <FormActions>
          <SubmitButton busy={request.isPending} busyLabel="Sending...">
            {submitLabel}
          </SubmitButton>
        </FormActions>
      </form>
    </>
  );
}
