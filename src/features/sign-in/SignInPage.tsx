import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import {
  selectIsLoggingIn,
  selectIsSignedIn,
  selectLoginError,
} from '../../../machines/session.selectors.ts';
import { postSignInDestination } from '../../domain/routing.ts';
import { LOGIN_ERROR_MESSAGES } from '../../domain/session.ts';
import { MESSAGES, validateEmail } from '../../domain/validation.ts';
import { markLoginInProgress } from '../../shop/door/login-analytics.ts';
import { useSessionActor, useSessionSelector } from '../../shop/door/session-hooks.ts';
import { EmailField } from '../../ui/EmailField.tsx';
import { FormCard } from '../../ui/FormCard.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { type FieldErrors, SummarisedForm } from '../../ui/SummarisedForm.tsx';
import type { SignInQueryCode } from './sign-in.search.ts';

export interface SignInPageProps {
  /** Where to go once signed in (doc 1 §2.4); the groceries home when it is missing or not a shop page. */
  redirect?: string | undefined;
  /** A sign-in error the page was sent with (`?error=SOFT_LOCKED|HARD_LOCKED`). */
  queryError?: SignInQueryCode | undefined;
}

const FIELD = { email: 'sign-in-email', password: 'sign-in-password' } as const;

/** Sign-in checks only that something was typed: an old password may predate today's rules. */
function checkCredentials(email: string, password: string): FieldErrors<keyof typeof FIELD> {
  return {
    email: validateEmail(email),
    password: password === '' ? MESSAGES.enterField('password') : undefined,
  };
}

/**
 * The sign-in page (/ecom/login and /ecom/sign-in, doc 1 §2.1): email and password, sent to the session
 * (LOGIN). The session's answer is shown here: wrong credentials, throttled and hard locked as messages; a
 * soft-locked account is taken to the locked page by the session; anything unexpected is rethrown to the
 * page's error boundary (doc 1 §8). Once signed in, the shopper goes to the redirect target.
 */
export function SignInPage({ redirect, queryError }: SignInPageProps) {
  const actor = useSessionActor();
  const navigate = useNavigate();
  const isSignedIn = useSessionSelector(selectIsSignedIn);
  const isLoggingIn = useSessionSelector(selectIsLoggingIn);
  const loginError = useSessionSelector(selectLoginError);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof typeof FIELD>>({});
  const destination = postSignInDestination(redirect);

  useEffect(() => {
    if (isSignedIn) void navigate({ href: destination, replace: true });
  }, [isSignedIn, destination, navigate]);

  // The session keeps the last error for this page only: leaving the page forgets it.
  useEffect(() => () => actor.send({ type: 'CLEAR_ERRORS' }), [actor]);

  if (loginError?.code === 'UNEXPECTED') throw loginError.cause ?? new Error(loginError.message);

  const submit = () => {
    const errors = checkCredentials(email, password);
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    markLoginInProgress();
    actor.send({ type: 'LOGIN', email: email.trim(), password });
  };

  return (
    <FormCard
      title="Sign in"
      intro={<p>Sign in to shop, book a slot and see your orders.</p>}
      aside={
        <>
          <h2>New to Waitrose?</h2>
          <p>
            <Link to="/registration">Register for an account</Link>
          </p>
        </>
      }
    >
      <SummarisedForm
        formError={loginError?.message}
        fieldErrors={fieldErrors}
        fieldIds={FIELD}
        busy={isLoggingIn}
        busyLabel="Signing in..."
        submitLabel="Sign in"
        onSubmit={submit}
        actions={<Link to="/forgot-password">Forgotten your password?</Link>}
        // The error the page was sent with stands until the shopper tries again.
        arrivalNotice={
          queryError && (
            <Notice severity="ERROR">
              <p>{LOGIN_ERROR_MESSAGES[queryError]}</p>
              {queryError === 'SOFT_LOCKED' && (
                <p>
                  <Link to="/forgot-password">Reset your password</Link>
                </p>
              )}
            </Notice>
          )
        }
      >
        <EmailField id={FIELD.email} value={email} onChange={setEmail} error={fieldErrors.email} />
        <PasswordField
          id={FIELD.password}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
      </SummarisedForm>
    </FormCard>
  );
}
