import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionConnection } from '../../../src/api/client.ts';
import type { AppSession } from '../../../src/app/session/app-session.ts';
import { createNetworkErrorNotice } from '../../../src/app/session/network-error.ts';
import { SessionModals } from '../../../src/app/session/SessionModals.tsx';
import {
  SessionProvider,
  useAppSession,
  useOptionalAppSession,
  useSession,
} from '../../../src/app/session/SessionProvider.tsx';
import { createSessionLoader, type SessionLoader } from '../../../src/app/session/session-loader.ts';
import { createTestSession } from '../support/app-harness.tsx';

/** A loader whose session's code arrives when the test says so. */
function deferredLoader() {
  let arrive!: (session: AppSession) => void;
  let fail!: (error: unknown) => void;
  const load = vi.fn(
    () =>
      new Promise<AppSession>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  const connections: SessionConnection[] = [];
  const report = vi.fn();
  const networkError = createNetworkErrorNotice(() => true);
  const loader = createSessionLoader({
    load,
    networkError,
    reload: () => {},
    report,
    connect: (connection) => {
      connections.push(connection);
      return () => {};
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionProvider session={loader}>{children}</SessionProvider>
  );
  return { loader, load, arrive, fail, connections, report, networkError, wrapper };
}

const settle = () => act(async () => {});

describe('the session loads after first paint (issue 5)', () => {
  it('starts loading at once, and gives the same session to everyone once it has', async () => {
    const { loader, load, arrive } = deferredLoader();
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader.current.get()).toBeNull();
    const session = createTestSession();
    arrive(session);
    await expect(loader.ready()).resolves.toBe(session);
    expect(loader.current.get()).toBe(session);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the shell renders before: the shopper is not known yet, then is', async () => {
    const { arrive, wrapper } = deferredLoader();
    const { result } = renderHook(() => ({ view: useSession(), session: useOptionalAppSession() }), {
      wrapper,
    });
    expect(result.current.session).toBeNull();
    expect(result.current.view).toMatchObject({
      customerId: -1,
      isSignedIn: false,
      isStaffOnBehalf: false,
      hasStarted: false,
      defaultBranchId: 651,
    });
    const session = createTestSession();
    await act(async () => arrive(session));
    await settle();
    expect(result.current.session).toBe(session);
    expect(result.current.view.hasStarted).toBe(true);
  });

  it("a page's hooks need the session: its route waits for it", () => {
    const { wrapper } = deferredLoader();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAppSession(), { wrapper })).toThrow(
      "The session has not loaded yet: the page's route must await context.session.ready()",
    );
    vi.restoreAllMocks();
  });

  it('calls that need the session wait for it; failed answers are judged by its rules once it is there', async () => {
    const { arrive, connections } = deferredLoader();
    const [connection] = connections as [SessionConnection];
    let waited = false;
    const waiting = Promise.resolve(connection.waitForSession?.()).then(() => {
      waited = true;
    });
    await settle();
    expect(waited).toBe(false);

    const session = createTestSession();
    const onFailedAnswer = vi.spyOn(session.rules, 'onFailedAnswer').mockResolvedValue('resend');
    const failure = { error: new Error('401'), status: 401 } as unknown as Parameters<
      typeof session.rules.onFailedAnswer
    >[0];
    const judged = connection.statusRules?.onFailedAnswer(failure);
    arrive(session);
    await waiting;
    expect(waited).toBe(true);
    await expect(judged).resolves.toBe('resend');
    expect(onFailedAnswer).toHaveBeenCalledWith(failure);
  });

  it('a failed fetch before the session has loaded is judged by its rules when it arrives', async () => {
    const { arrive, connections, networkError } = deferredLoader();
    const [connection] = connections as [SessionConnection];
    connection.statusRules?.onNoAnswer?.(new TypeError('Failed to fetch'), `${window.location.origin}/api/x`);
    expect(networkError.getState()).toBe('hidden');
    const session = createTestSession(undefined, { networkError });
    arrive(session);
    await settle();
    expect(networkError.getState()).toBe('network error');
  });

  it("when the session's code cannot be loaded, it is reported and the network error modal opens", async () => {
    const { fail, report, wrapper } = deferredLoader();
    render(<SessionModals />, { wrapper });
    const error = new TypeError('Failed to fetch dynamically imported module');
    await act(async () => fail(error));
    await settle();
    expect(report).toHaveBeenCalledWith(error);
    expect(await screen.findByRole('alertdialog', { name: 'Sorry, something went wrong' })).toBeVisible();
  });
});

describe('loadedSession', () => {
  it('is a loader for a session in hand', async () => {
    const session = createTestSession();
    const { loadedSession } = await import('../../../src/app/session/session-loader.ts');
    const loader: SessionLoader = loadedSession(session);
    expect(loader.current.get()).toBe(session);
    await expect(loader.ready()).resolves.toBe(session);
    expect(loader.networkError).toBe(session.networkError);
  });
});
