import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteHead, routeHeadTags } from '../../../src/ui/RouteHead.tsx';

describe('routeHeadTags: the tags the matched routes ask for', () => {
  it.each([
    {
      case: 'the deepest title wins',
      matches: [
        { status: 'success', meta: [{ title: 'Waitrose & Partners' }] },
        { status: 'success', meta: [{ title: 'Milk | Waitrose & Partners' }] },
      ],
      title: 'Milk | Waitrose & Partners',
      meta: [],
    },
    {
      case: 'the deepest meta of a name wins; other tags are kept in order',
      matches: [
        { status: 'success', meta: [{ title: 'Shop' }, { name: 'description', content: 'Groceries' }] },
        {
          status: 'success',
          meta: [
            { name: 'description', content: 'Fresh milk' },
            { name: 'robots', content: 'noindex' },
          ],
        },
      ],
      title: 'Shop',
      meta: [
        { name: 'description', content: 'Fresh milk' },
        { name: 'robots', content: 'noindex' },
      ],
    },
    {
      case: 'a route with no head, and empty entries, add nothing',
      matches: [{ status: 'success', meta: [undefined, { title: 'Shop' }] }, { status: 'success' }],
      title: 'Shop',
      meta: [],
    },
    {
      case: 'matches below one that has not loaded are not shown, so their tags are not used',
      matches: [
        { status: 'success', meta: [{ title: 'Shop' }] },
        { status: 'error', meta: [{ name: 'robots', content: 'noindex' }] },
        { status: 'success', meta: [{ title: 'Deeper' }] },
      ],
      title: 'Shop',
      meta: [{ name: 'robots', content: 'noindex' }],
    },
    {
      case: 'nor are those below one showing not found',
      matches: [
        { status: 'success', _notFound: true, meta: [{ title: 'Shop' }] },
        { status: 'success', meta: [{ title: 'Deeper' }] },
      ],
      title: 'Shop',
      meta: [],
    },
    {
      case: 'the same tag twice is written once',
      matches: [
        { status: 'success', meta: [{ property: 'og:type', content: 'website' }] },
        { status: 'success', meta: [{ charSet: 'utf-8' }, { charSet: 'utf-8' }] },
      ],
      title: undefined,
      meta: [{ property: 'og:type', content: 'website' }, { charSet: 'utf-8' }],
    },
  ])('$case', ({ matches, title, meta }) => {
    expect(routeHeadTags(matches)).toEqual({ title, meta });
  });
});

describe('RouteHead', () => {
  it("puts the page's title and meta tags in the document head, and follows navigation", async () => {
    vi.stubGlobal('scrollTo', () => {});
    const root = createRootRoute({
      head: () => ({ meta: [{ title: 'Waitrose & Partners' }] }),
      component: () => (
        <>
          <RouteHead />
          <Outlet />
        </>
      ),
    });
    const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>Home</h1> });
    const help = createRoute({
      getParentRoute: () => root,
      path: '/help',
      head: () => ({
        meta: [{ title: 'Help | Waitrose & Partners' }, { name: 'description', content: 'How to shop' }],
      }),
      component: () => <h1>Help</h1>,
    });
    const router = createRouter({
      routeTree: root.addChildren([home, help]),
      history: createMemoryHistory({ initialEntries: ['/help'] }),
    });
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Help' });
    await waitFor(() => expect(document.title).toBe('Help | Waitrose & Partners'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'How to shop',
    );

    await router.navigate({ to: '/' });
    await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() => expect(document.title).toBe('Waitrose & Partners'));
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    vi.unstubAllGlobals();
  });
});
