import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegistrationSuccessPage } from '../../../features/registration/RegistrationSuccessPage.tsx';
import { isSignedInWhenReady } from '../../../features/sign-in/session-guards.ts';

export const Route = createFileRoute('/_minimal/registration/success')({
  // Only a shopper who has just registered (and so is signed in) has anything to see here.
  beforeLoad: async ({ context }) => {
    if (!(await isSignedInWhenReady(context.shop))) throw redirect({ to: '/registration', replace: true });
  },
  head: () => ({ meta: [{ title: 'Welcome - Register' }] }),
  component: RegistrationSuccessPage,
});
