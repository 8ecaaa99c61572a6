import { connectSession, type SessionConnection } from '../../api/client.ts';
import { type LazyValue, lazyValue } from '../lazy-value.ts';
import type { AppSession } from './app-session.ts';
import type { NetworkErrorNotice } from './network-error.ts';

/**
 * The app's one session, whose machine (and with it xstate) loads just after the first paint (issue 5: the
 * first script of every page). The page renders at once as it does while the token service has not answered
 * (`hasStarted` false); guards and loaders that need to know who the shopper is wait for `ready()`.
 */
export interface SessionLoader {
  /** The session once its code has loaded and it has started; null before. */
  current: LazyValue<AppSession>;
  /** Resolves with the session once its code has loaded (the same promise every time). */
  ready(): Promise<AppSession>;
  /** The network error modal's switch: the call layer may need it before the session has loaded. */
  networkError: NetworkErrorNotice;
  /** Reloads the page (the network error modal's button). */
  reload(): void;
}

export interface SessionLoaderOptions {
  /** Loads the session's code and creates the session (`createAppSession`). */
  load: () => Promise<AppSession>;
  networkError: NetworkErrorNotice;
  reload?: () => void;
  /** The error log. */
  report?: (error: unknown) => void;
  /** Connects the call layer; the app's own by default. */
  connect?: (connection: SessionConnection) => () => void;
}

/**
 * Starts loading the session at once and connects the call layer to it meanwhile: a call that needs the
 * session waits for it (as it waits for the token service), and a failed answer is judged by the session's
 * rules once they are there. The session connects its own rules when it is created. If its code cannot be
 * loaded the shop cannot work, so the network error modal (reload the page) opens.
 */
export function createSessionLoader({
  load,
  networkError,
  reload = () => window.location.reload(),
  report = (error) => console.error('The session could not be loaded', error),
  connect = connectSession,
}: SessionLoaderOptions): SessionLoader {
  const current = lazyValue<AppSession>();
  const loading = load().then((session) => {
    current.set(session);
    return session;
  });
  loading.catch((error: unknown) => {
    report(error);
    networkError.show();
  });
  connect({
    waitForSession: () => loading.then((session) => session.whenReady()),
    statusRules: {
      onFailedAnswer: async (failure) => (await loading).rules.onFailedAnswer(failure),
      onNoAnswer: (error, url) => {
        loading.then((session) => session.rules.onNoAnswer?.(error, url)).catch(() => {});
      },
    },
  });
  return { current, ready: () => loading, networkError, reload };
}

/** A loader for a session made already (tests, and anything that has one in hand). */
export function loadedSession(session: AppSession): SessionLoader {
  const current = lazyValue(session);
  return {
    current,
    ready: () => Promise.resolve(session),
    networkError: session.networkError,
    reload: () => session.reload(),
  };
}
