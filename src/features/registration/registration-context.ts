import { createActorContext } from '@xstate/react';
import { registrationMachine } from '../../../machines/registration.machine.ts';

/** The registration flow's actor, shared by its steps (created by RegistrationFlow for /registration/*). */
export const RegistrationFlowContext = createActorContext(registrationMachine);
