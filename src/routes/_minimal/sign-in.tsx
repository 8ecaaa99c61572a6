import { createFileRoute, redirect } from '@tanstack/react-router';
import { postSignInDestination } from '../../domain/routing.ts';
import { SignInPage } from '../../features/sign-in/SignInPage.tsx';
import { isSignedInWhenReady } from '../../features/sign-in/session-guards.ts';
import { validateSignInSearch } from '../../features/sign-in/sign-in.search.ts';

/** The sign-in page (doc 1 §2.1, §2.4): reads SOFT_LOCKED and HARD_LOCKED from the query. */
export const Route = createFileRoute('/_minimal/sign-in')({
  validateSearch: validateSignInSearch,
  beforeLoad: async ({ context, search }) => {
    if (await isSignedInWhenReady(context.shop)) {
      throw redirect({ href: postSignInDestination(search.redirect), replace: true });
    }
  },
  head: () => ({ meta: [{ title: 'Log in' }] }),
  component: function SignInRoute() {
    const { redirect: target, error } = Route.useSearch();
    return <SignInPage redirect={target} queryError={error} />;
  },
});
