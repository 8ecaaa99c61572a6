import { createFileRoute, redirect } from '@tanstack/react-router';
import { postSignInDestination } from '../../domain/routing.ts';
import { SignInPage } from '../../features/sign-in/SignInPage.tsx';
import { isSignedInWhenReady } from '../../features/sign-in/session-guards.ts';
import { validateSignInSearch } from '../../features/sign-in/sign-in.search.ts';

/** The login initiator (doc 1 §2.1): the sign-in form; a signed-in shopper goes straight on. */
export const Route = createFileRoute('/_minimal/login')({
  validateSearch: validateSignInSearch,
  beforeLoad: async ({ context, search }) => {
    if (await isSignedInWhenReady(context.shop)) {
      throw redirect({ href: postSignInDestination(search.redirect), replace: true });
    }
  },
  head: () => ({ meta: [{ title: 'Log in' }] }),
  component: function LoginRoute() {
    const { redirect: target, error } = Route.useSearch();
    return <SignInPage redirect={target} queryError={error} />;
  },
});
