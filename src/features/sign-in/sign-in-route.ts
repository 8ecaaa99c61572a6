import { redirect } from '@tanstack/react-router';
import { postSignInDestination } from '../../domain/routing.ts';
import type { ShopDoor } from '../../shop/door/door.tsx';
import { isSignedInWhenReady } from './session-guards.ts';
import { type SignInSearch, validateSignInSearch } from './sign-in.search.ts';

/**
 * The options of the routes that show the sign-in form (/ecom/login and /ecom/sign-in, doc 1 §2.1) but their
 * view, which stays in the route files for the router plugin to split off: the query (doc 1 §2.4), and a
 * signed-in shopper sent straight on to the redirect target.
 */
export const signInRoute = {
  validateSearch: validateSignInSearch,
  beforeLoad: async ({ context, search }: { context: { shop: ShopDoor }; search: SignInSearch }) => {
    if (await isSignedInWhenReady(context.shop)) {
      throw redirect({ href: postSignInDestination(search.redirect), replace: true });
    }
  },
  head: () => ({ meta: [{ title: 'Log in' }] }),
};
