import { Outlet, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { registrationMachine } from '../../../machines/registration.machine.ts';
import { useAppSession } from '../../shop/door/session-hooks.ts';
import { registerWithSession } from './register-with-session.ts';
import { RegistrationFlowContext } from './registration-context.ts';

/**
 * /ecom/registration/*: runs the registration machine for as long as the shopper is on its pages, so what
 * was typed on one step is still there on the other. The machine says which step shows; it reaches the
 * router through these actions.
 */
export function RegistrationFlow() {
  const session = useAppSession();
  const navigate = useNavigate();
  const logic = useMemo(
    () =>
      registrationMachine.provide({
        actors: { register: registerWithSession(session) },
        actions: {
          'show the account details step': () => void navigate({ to: '/registration/account-details' }),
          'show the email and password step': () => void navigate({ to: '/registration' }),
          'show the success page': () => void navigate({ to: '/registration/success', replace: true }),
        },
      }),
    [session, navigate],
  );
  return (
    <RegistrationFlowContext.Provider logic={logic}>
      <Outlet />
    </RegistrationFlowContext.Provider>
  );
}
