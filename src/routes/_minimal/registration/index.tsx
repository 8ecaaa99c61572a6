import { createFileRoute, redirect } from '@tanstack/react-router';
import { GROCERIES_HOME } from '../../../domain/routing.ts';
import { EmailAndPasswordStep } from '../../../features/registration/EmailAndPasswordStep.tsx';
import { isSignedInWhenReady } from '../../../features/sign-in/session-guards.ts';

export const Route = createFileRoute('/_minimal/registration/')({
  // A signed-in shopper has an account already.
  beforeLoad: async ({ context }) => {
    if (await isSignedInWhenReady(context.shop)) throw redirect({ href: GROCERIES_HOME, replace: true });
  },
  head: () => ({ meta: [{ title: 'Register' }] }),
  component: EmailAndPasswordStep,
});
