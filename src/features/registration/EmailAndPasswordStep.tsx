import { Link } from '@tanstack/react-router';
import { shallowEqual } from '@xstate/react';
import { useEffect, useState } from 'react';
import {
  selectEmailAndPassword,
  selectFailure,
  selectFieldErrors,
} from '../../../machines/registration.machine.ts';
import { EmailField } from '../../ui/EmailField.tsx';
import { FormCard } from '../../ui/FormCard.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';
import { RegistrationFlowContext } from './registration-context.ts';

const FIELD = { email: 'registration-email', password: 'registration-password' } as const;

/** Step 1 of registration (/ecom/registration): email address and password. */
export function EmailAndPasswordStep() {
  const actor = RegistrationFlowContext.useActorRef();
  const kept = RegistrationFlowContext.useSelector(selectEmailAndPassword, shallowEqual);
  const fieldErrors = RegistrationFlowContext.useSelector(selectFieldErrors);
  const refused = RegistrationFlowContext.useSelector(selectFailure) === 'REGISTRATION_REFUSED';
  const [email, setEmail] = useState(kept.email);
  const [password, setPassword] = useState(kept.password);

  // Shown again while the flow is at step 2 (the browser's Back, or the Back link): the flow steps back too.
  // (Step 2 may also be reached while this page shows, when registering fails on a step 2 field; Continue
  // still works then, as the flow takes CONTINUE at step 2 too.)
  useEffect(() => {
    if (actor.getSnapshot().matches('accountDetails')) actor.send({ type: 'BACK' });
  }, [actor]);

  const submit = () => actor.send({ type: 'CONTINUE', email, password });

  return (
    <FormCard
      title="Register"
      intro={<p>Create an account to shop online, book a slot and manage your orders.</p>}
      aside={
        <>
          <h2>Already have an account?</h2>
          <p>
            <Link to="/login">Sign in</Link>
          </p>
        </>
      }
    >
      <RegistrationForm
        fieldIds={FIELD}
        submitLabel="Continue"
        onSubmit={submit}
        afterSummary={
          refused && (
            <p>
              <Link to="/login">Sign in</Link> or <Link to="/forgot-password">reset your password</Link>
            </p>
          )
        }
      >
        <EmailField id={FIELD.email} value={email} onChange={setEmail} error={fieldErrors.email} />
        <PasswordField
          id={FIELD.password}
          autoComplete="new-password"
          hint="8 to 64 characters, with at least one letter and one number"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
      </RegistrationForm>
    </FormCard>
  );
}
