import { selectAccessToken, selectSession } from '../../../machines/session.selectors.ts';
import { selectIsAddLoading, selectOrderId } from '../../../machines/trolley.selectors.ts';
import { API_PATH, DEFAULT_API_ENV } from '../../domain/calls.ts';
import { decodeClaims } from '../../domain/session.ts';
import type { AppSession } from '../session.ts';
import type { AppTrolley } from './trolley.ts';

/** Where the beacon goes (src/server/http/beacon.ts). */
export const ABANDONED_TROLLEY_BEACON_PATH = `${API_PATH}/analytics-${DEFAULT_API_ENV}/v1/abandoned-trolley`;

const CLIENT_ID_KEY = 'analyticsClientId';

/** The browser's analytics client id: made once and kept, so that visits from one browser read as one client. */
export function analyticsClientId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = localStorageOrNull(),
): string {
  const kept = safely(() => storage?.getItem(CLIENT_ID_KEY) ?? null);
  if (kept) return kept;
  const made =
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}`;
  safely(() => storage?.setItem(CLIENT_ID_KEY, made));
  return made;
}

function localStorageOrNull(): Storage | null {
  return safely(() => globalThis.localStorage ?? null) ?? null;
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export interface AbandonedTrolleyUpdate {
  clientId: string;
  sessionId: string | null;
  customerId: number;
  orderId: string | null;
  pageLocation: string;
}

export interface BeaconEnvironment {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  sendBeacon: (url: string, body: BodyInit) => boolean;
  location: () => string;
  clientId: () => string;
}

function browserEnvironment(): BeaconEnvironment {
  return {
    document,
    window,
    sendBeacon: (url, body) => navigator.sendBeacon?.(url, body) ?? false,
    location: () => window.location.href,
    clientId: () => analyticsClientId(),
  };
}

/**
 * The abandoned-trolley beacon (doc 1 §7.5, doc 2 §7): sent when the tab is hidden while the shopper has a
 * trolley, or when they leave the page while an add is still loading. Once per hiding: a page that is hidden
 * and then left sends one. Returns the way to stop listening.
 */
export function listenForAbandonedTrolley(
  session: AppSession,
  trolley: AppTrolley,
  environment: BeaconEnvironment = browserEnvironment(),
): () => void {
  let sent = false;

  const update = (): AbandonedTrolleyUpdate => {
    const sessionSnapshot = session.actor.getSnapshot();
    const { customerId } = selectSession(sessionSnapshot);
    const sid = decodeClaims(selectAccessToken(sessionSnapshot))?.sid;
    return {
      clientId: environment.clientId(),
      sessionId: typeof sid === 'string' ? sid : null,
      customerId,
      orderId: selectOrderId(trolley.actor.getSnapshot()),
      pageLocation: environment.location(),
    };
  };

  const send = () => {
    if (sent) return;
    sent = true;
    const body = new Blob([JSON.stringify(update())], { type: 'text/plain;charset=UTF-8' });
    environment.sendBeacon(ABANDONED_TROLLEY_BEACON_PATH, body);
  };

  const onVisibilityChange = () => {
    if (environment.document.visibilityState === 'visible') {
      sent = false;
      return;
    }
    const snapshot = trolley.actor.getSnapshot();
    if (selectOrderId(snapshot) !== null || selectIsAddLoading(snapshot)) send();
  };
  const onPageHide = () => {
    if (selectIsAddLoading(trolley.actor.getSnapshot())) send();
  };

  environment.document.addEventListener('visibilitychange', onVisibilityChange);
  environment.window.addEventListener('pagehide', onPageHide);
  return () => {
    environment.document.removeEventListener('visibilitychange', onVisibilityChange);
    environment.window.removeEventListener('pagehide', onPageHide);
  };
}
