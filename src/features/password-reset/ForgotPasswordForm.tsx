import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { tokenService } from '../../api/session.ts';
import { validateEmail } from '../../domain/validation.ts';
import { EmailField } from '../../ui/EmailField.tsx';
import { SummarisedForm } from '../../ui/SummarisedForm.tsx';
import { PASSWORD_RESET_MESSAGES } from './password-reset.messages.ts';

const FIELD = { email: 'forgot-password-email' } as const;

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
  const request = useMutation({
    mutationFn: (address: string) => tokenService.requestPasswordReset(address),
    onSuccess: () => navigate({ to: '/forgot-password/success' }),
  });

  const submit = () => {
    const error = validateEmail(email);
    setEmailError(error);
    if (!error) request.mutate(email.trim());
  };

  return (
    <SummarisedForm
      formError={request.isError ? messageFor(request.error) : undefined}
      fieldErrors={{ email: emailError }}
      fieldIds={FIELD}
      busy={request.isPending}
      busyLabel="Sending..."
      submitLabel={submitLabel}
      onSubmit={submit}
    >
      <EmailField id={FIELD.email} value={email} onChange={setEmail} error={emailError} />
    </SummarisedForm>
  );
}
