import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LoginError } from '../../api/session.ts';
import { postSignInDestination } from '../../domain/routing.ts';
import { LOGIN_ERROR_MESSAGES, SESSION_PAGES } from '../../domain/session.ts';
import { MESSAGES } from '../../domain/validation.ts';
import { useSessionActor } from '../../shop/door/session-hooks.ts';
import { FormCard } from '../../ui/FormCard.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { SummarisedForm } from '../../ui/SummarisedForm.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { reviewLogin } from './review-login.ts';

const FIELD = { email: 'review-login-email', password: 'review-login-password' } as const;

export interface ReviewLoginPageProps {
  /** The signed-in shopper's email (accounts/self). */
  email: string;
  /** Where to continue once the password is confirmed. */
  redirect?: string | undefined;
}

/**
 * /ecom/reviewlogin (doc 1 §2.2 "review login"): a signed-in shopper confirms their password before a
 * sensitive step, then continues to `redirect` (the groceries home when there is none).
 */
export function ReviewLoginPage({ email, redirect }: ReviewLoginPageProps) {
  const actor = useSessionActor();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const review = useMutation({
    mutationFn: (typed: string) => reviewLogin(actor, { email, password: typed }),
    onSuccess: () => navigate({ href: postSignInDestination(redirect), replace: true }),
    onError: (error) => {
      if (error instanceof LoginError && error.code === 'SOFT_LOCKED')
        void navigate({ href: SESSION_PAGES.locked });
    },
  });

  // doc 1 §8: a failure that is not one of the sign-in errors is rethrown to the page's error boundary.
  if (review.isError && !(review.error instanceof LoginError)) throw review.error;

  const submit = () => {
    const error = password === '' ? MESSAGES.enterField('password') : undefined;
    setPasswordError(error);
    if (!error) review.mutate(password);
  };

  const loginError = review.error instanceof LoginError ? review.error : null;

  return (
    <FormCard
      title="Confirm your password"
      intro={<p>For your security, please enter your password again to continue.</p>}
    >
      <SummarisedForm
        formError={loginError && (loginError.message || LOGIN_ERROR_MESSAGES[loginError.code])}
        fieldErrors={{ password: passwordError }}
        fieldIds={FIELD}
        busy={review.isPending}
        busyLabel="Checking..."
        submitLabel="Continue"
        onSubmit={submit}
      >
        <TextField
          id={FIELD.email}
          label="Email address"
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          readOnly
        />
        <PasswordField
          id={FIELD.password}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
      </SummarisedForm>
    </FormCard>
  );
}
