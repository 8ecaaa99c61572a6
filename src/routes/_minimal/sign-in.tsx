import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../features/sign-in/SignInPage.tsx';
import { signInRoute } from '../../features/sign-in/sign-in-route.ts';

/** The sign-in page (doc 1 §2.1, §2.4): reads SOFT_LOCKED and HARD_LOCKED from the query. */
export const Route = createFileRoute('/_minimal/sign-in')({
  ...signInRoute,
  component: function SignInRoute() {
    const { redirect, error } = Route.useSearch();
    return <SignInPage redirect={redirect} queryError={error} />;
  },
});
