import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { isResetLinkExpired, tokenService } from '../../api/session.ts';
import { validatePassword } from '../../domain/validation.ts';
import { FormCard } from '../../ui/FormCard.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { type FieldErrors, SummarisedForm } from '../../ui/SummarisedForm.tsx';
import { PASSWORD_RESET_MESSAGES } from './password-reset.messages.ts';

const FIELD = { password: 'reset-password-new', confirm: 'reset-password-confirm' } as const;

function checkPasswords(password: string, confirm: string): FieldErrors<keyof typeof FIELD> {
  return {
    password: validatePassword(password),
    confirm:
      confirm === ''
        ? PASSWORD_RESET_MESSAGES.confirmPassword
        : confirm !== password
          ? PASSWORD_RESET_MESSAGES.passwordsDiffer
          : undefined,
  };
}

/** The server's word on the new password (400 VALIDATION with `fields.password`), if that is the failure. */
function serverPasswordError(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const { body } = error;
  if (typeof body !== 'object' || body === null || !('fields' in body)) return undefined;
  const { fields } = body;
  if (typeof fields !== 'object' || fields === null || !('password' in fields)) return undefined;
  return typeof fields.password === 'string' ? fields.password : undefined;
}

/**
 * /ecom/reset-password?token=...&exp=... (doc 1 §2.1, §2.4): the new password, twice; sent with the link's
 * token (POST password-reset/complete). A link found used or expired on the way goes to the expired page.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof typeof FIELD>>({});
  const reset = useMutation({
    mutationFn: (newPassword: string) => tokenService.completePasswordReset({ token, password: newPassword }),
    onSuccess: () => navigate({ to: '/reset-password/success', replace: true }),
    onError: (error) => {
      if (isResetLinkExpired(error)) void navigate({ to: '/forgot-password/expired', replace: true });
    },
  });

  const submit = () => {
    const errors = checkPasswords(password, confirm);
    setFieldErrors(errors);
    if (!errors.password && !errors.confirm) reset.mutate(password);
  };

  const fromServer = reset.isError ? serverPasswordError(reset.error) : undefined;
  const passwordError = fieldErrors.password ?? fromServer;
  const formError =
    reset.isError && !fromServer && !isResetLinkExpired(reset.error)
      ? reset.error instanceof ApiError && reset.error.status === 429
        ? PASSWORD_RESET_MESSAGES.throttled
        : PASSWORD_RESET_MESSAGES.unexpected
      : undefined;

  return (
    <FormCard
      title="Reset your password"
      intro={<p>Choose a new password of 8 to 64 characters, with at least one letter and one number.</p>}
    >
      <SummarisedForm
        formError={formError}
        fieldErrors={{ password: passwordError, confirm: fieldErrors.confirm }}
        fieldIds={FIELD}
        busy={reset.isPending}
        busyLabel="Saving..."
        submitLabel="Save new password"
        onSubmit={submit}
      >
        <PasswordField
          id={FIELD.password}
          label="New password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
        <PasswordField
          id={FIELD.confirm}
          label="Confirm new password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          error={fieldErrors.confirm}
        />
      </SummarisedForm>
    </FormCard>
  );
}
