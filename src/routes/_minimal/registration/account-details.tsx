import { createFileRoute, redirect } from '@tanstack/react-router';
import { GROCERIES_HOME } from '../../../domain/routing.ts';
import { AccountDetailsStep } from '../../../features/registration/AccountDetailsStep.tsx';
import { isSignedInWhenReady } from '../../../features/sign-in/session-guards.ts';

export const Route = createFileRoute('/_minimal/registration/account-details')({
  beforeLoad: async ({ context }) => {
    if (await isSignedInWhenReady(context.shop)) throw redirect({ href: GROCERIES_HOME, replace: true });
  },
  head: () => ({ meta: [{ title: 'Your details - Register' }] }),
  component: AccountDetailsStep,
});
