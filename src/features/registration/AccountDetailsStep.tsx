import { Link, Navigate } from '@tanstack/react-router';
import { shallowEqual } from '@xstate/react';
import { type MouseEvent, useMemo, useState } from 'react';
import {
  selectAccountDetails,
  selectEmailAndPassword,
  selectFieldErrors,
  selectIsRegistering,
} from '../../../machines/registration.machine.ts';
import { TITLE_OPTIONS } from '../../domain/validation.ts';
import { FormCard } from '../../ui/FormCard.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';
import { RegistrationFlowContext } from './registration-context.ts';

const FIELD = {
  title: 'registration-title',
  firstName: 'registration-first-name',
  lastName: 'registration-last-name',
} as const;

/** Step 2 of registration (/ecom/registration/account-details): title, first name and last name. */
export function AccountDetailsStep() {
  const actor = RegistrationFlowContext.useActorRef();
  // Arriving here before step 1 is done (a bookmark, a reload): step 1 first. Read from the flow once, as
  // the page opens; Back to step 1 afterwards is the flow's own move (the layout follows it).
  const arrivedEarly = useMemo(() => actor.getSnapshot().matches('emailAndPassword'), [actor]);
  const kept = RegistrationFlowContext.useSelector(selectAccountDetails, shallowEqual);
  const { email } = RegistrationFlowContext.useSelector(selectEmailAndPassword, shallowEqual);
  const fieldErrors = RegistrationFlowContext.useSelector(selectFieldErrors);
  const registering = RegistrationFlowContext.useSelector(selectIsRegistering);
  const [title, setTitle] = useState(kept.title);
  const [firstName, setFirstName] = useState(kept.firstName);
  const [lastName, setLastName] = useState(kept.lastName);

  if (arrivedEarly) return <Navigate to="/registration" replace />;

  const submit = () => actor.send({ type: 'SUBMIT', title, firstName, lastName });
  // While the account is being created, Back and Change wait (they stay focusable): step 1 cannot be
  // used until the answer is in, and the answer may bring the shopper to either step.
  const waitWhileRegistering = (event: MouseEvent) => {
    if (registering) event.preventDefault();
  };

  return (
    <FormCard
      title="Your details"
      intro={
        <p>
          Registering as <strong>{email.trim()}</strong>.{' '}
          <Link to="/registration" aria-disabled={registering || undefined} onClick={waitWhileRegistering}>
            Change
          </Link>
        </p>
      }
    >
      <RegistrationForm
        fieldIds={FIELD}
        submitLabel="Create account"
        onSubmit={submit}
        actions={
          <Link to="/registration" aria-disabled={registering || undefined} onClick={waitWhileRegistering}>
            Back
          </Link>
        }
      >
        <SelectField
          id={FIELD.title}
          label="Title (optional)"
          name="title"
          autoComplete="honorific-prefix"
          options={TITLE_OPTIONS}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={fieldErrors.title}
        />
        <TextField
          id={FIELD.firstName}
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          error={fieldErrors.firstName}
        />
        <TextField
          id={FIELD.lastName}
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          error={fieldErrors.lastName}
        />
      </RegistrationForm>
    </FormCard>
  );
}
