import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createQueryClient } from '../../../src/app/query-client.ts';
import { createAppRouter } from '../../../src/app/router.ts';
import {
  type AppSession,
  type AppSessionOptions,
  createAppSession,
} from '../../../src/app/session/app-session.ts';
import { SessionProvider } from '../../../src/app/session/SessionProvider.tsx';
import { loadedSession } from '../../../src/app/session/session-loader.ts';
import { startAppSession } from '../../../src/app/session/start-app-session.ts';

/** An unsigned token carrying session claims: the storefront only reads them (the server verifies). */
export function fakeAccessToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp: 4_102_444_800, expiresIn: 900, ...claims })}.signature`;
}

export const ANONYMOUS_ACCESS = fakeAccessToken({
  customerId: -1,
  principalId: -1,
  permissions: [],
  defaultBranchId: 651,
});

function testSessionOptions(accessToken: string, options: Partial<AppSessionOptions>): AppSessionOptions {
  return {
    navigate: () => {},
    reload: () => {},
    writeCookie: () => {},
    report: () => {},
    connect: () => () => {},
    tokenService: {
      startSession: async () => ({ accessToken }),
      exchangeToken: async () => ({ accessToken }),
      logIn: async () => ({ accessToken }),
      register: async () => ({ accessToken }),
      logOut: async () => {},
      returnToAdmin: async () => ({ accessToken }),
    },
    ...options,
  };
}

/** A session whose token service answers at once with the given token (anonymous by default). */
export function createTestSession(
  accessToken = ANONYMOUS_ACCESS,
  options: Partial<AppSessionOptions> = {},
): AppSession {
  return createAppSession(testSessionOptions(accessToken, options));
}

/** The same, started as the shop starts its own (start-app-session.ts: the login event is watched). */
export function startTestSession(
  accessToken = ANONYMOUS_ACCESS,
  options: Partial<AppSessionOptions> = {},
): AppSession {
  return startAppSession(testSessionOptions(accessToken, options));
}

/** Renders the whole storefront at `path` (under /ecom) with the global fetch replaced by `fetch`. */
export function renderApp(
  path: string,
  fetch: (request: Request) => Promise<Response>,
  session = startTestSession(),
) {
  vi.stubGlobal('fetch', fetch);
  // jsdom has no scrolling; the router restores scroll positions on navigation.
  vi.stubGlobal('scrollTo', () => {});
  const queryClient = createQueryClient();
  const loader = loadedSession(session);
  const router = createAppRouter(queryClient, loader, createMemoryHistory({ initialEntries: [path] }));
  const view = render(
    <SessionProvider session={loader}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return { router, session, view, queryClient };
}
