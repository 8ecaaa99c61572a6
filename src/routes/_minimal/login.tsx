import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../features/sign-in/SignInPage.tsx';
import { signInRoute } from '../../features/sign-in/sign-in-route.ts';

/** The login initiator (doc 1 §2.1): the sign-in form; a signed-in shopper goes straight on. */
export const Route = createFileRoute('/_minimal/login')({
  ...signInRoute,
  component: function LoginRoute() {
    const { redirect, error } = Route.useSearch();
    return <SignInPage redirect={redirect} queryError={error} />;
  },
});
