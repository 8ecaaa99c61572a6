import { describe, expect, it } from 'vitest';
import { requiresSignIn, SIGN_IN_REQUIRED_ROUTES } from '../../../src/domain/routing.ts';
import { testRouter } from '../support/shop-harness.tsx';

/**
 * doc 1 §2.4, doc 2 §6: the paths that need sign-in are one list, src/domain/routing.ts
 * SIGN_IN_REQUIRED_ROUTES. The router guards by it (the root route's guard), and the pages that need a
 * signed-in shopper sit under a _signedIn layout (of the main, checkout or minimal layout), whose loaders get the shopper's customerId. Every page
 * of the router is under that layout exactly when its path is on the list.
 */
const router = testRouter();

/** A path the route matches: each `$param` and a final `$` splat stand for one segment. */
const examplePath = (fullPath: string) =>
  `/ecom${fullPath.replace(/\$[A-Za-z0-9_]*/g, 'example')}`.replace(/\/$/, '') || '/ecom';

const pages = (Object.values(router.routesById) as { id: string; fullPath: string }[])
  // The root and the pathless layouts are not pages.
  .filter((route) => route.id !== '__root__' && !/\/_[a-zA-Z]+$/.test(route.id))
  .map((route) => ({
    id: route.id,
    path: examplePath(route.fullPath),
    guarded: route.id.includes('/_signedIn/'),
  }));

describe('the sign-in list and the router agree (doc 1 §2.4)', () => {
  it('the router has pages on both sides, and the trolley among the guarded', () => {
    expect(pages.filter((page) => page.guarded).map((page) => page.path)).toContain('/ecom/shop/trolley');
    expect(pages.filter((page) => !page.guarded).length).toBeGreaterThan(10);
  });

  it.each(pages)('$path ($id): sign-in needed = under the guard', ({ path, guarded }) => {
    expect(requiresSignIn(path)).toBe(guarded);
  });

  it('every pattern of the list is one the router can tell (relative to /ecom, no leading slash)', () => {
    for (const pattern of SIGN_IN_REQUIRED_ROUTES)
      expect(pattern).toMatch(/^[a-zA-Z-]+(\/[a-zA-Z:-]+)*(\/\*)?$/);
  });
});
