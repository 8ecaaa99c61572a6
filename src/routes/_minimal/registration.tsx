import { createFileRoute } from '@tanstack/react-router';
import { RegistrationFlow } from '../../features/registration/RegistrationFlow.tsx';

/** doc 1 §2.1 registration/*: the flow's actor lives as long as the shopper is on its pages. */
export const Route = createFileRoute('/_minimal/registration')({
  component: RegistrationFlow,
});
