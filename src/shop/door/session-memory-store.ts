/**
 * Where the session's memories are kept (doc 1 §2.4 "Storage falls back to cookies when unavailable"):
 * session storage while it works, session cookies when it does not (blocked storage, a full quota, private
 * modes of older browsers). What is kept, and how it is written, is `src/domain/session-memory.ts`.
 */
import {
  expiredSessionCookie,
  readSessionCookie,
  type SessionMemoryKey,
  sessionCookie,
} from '../../domain/session-memory.ts';

export interface SessionMemoryStore {
  get(key: SessionMemoryKey): string | null;
  set(key: SessionMemoryKey, value: string): void;
  remove(key: SessionMemoryKey): void;
}

export interface SessionMemoryEnvironment {
  /** The page's session storage; throwing (or null) means it cannot be used. */
  sessionStorage: () => Storage | null;
  readCookies: () => string;
  writeCookie: (cookie: string) => void;
}

function browserEnvironment(): SessionMemoryEnvironment {
  return {
    sessionStorage: () => globalThis.sessionStorage ?? null,
    readCookies: () => globalThis.document?.cookie ?? '',
    writeCookie: (cookie) => {
      // biome-ignore lint/suspicious/noDocumentCookie: cookieStore is not in every browser the shop supports; the codec builds the value
      document.cookie = cookie;
    },
  };
}

export function createSessionMemoryStore(
  environment: SessionMemoryEnvironment = browserEnvironment(),
): SessionMemoryStore {
  const { readCookies, writeCookie } = environment;
  const storage = (): Storage | null => {
    try {
      return environment.sessionStorage();
    } catch {
      return null;
    }
  };

  return {
    get(key) {
      const store = storage();
      if (store) {
        try {
          const value = store.getItem(key);
          if (value !== null) return value;
        } catch {
          // Unreadable storage: what was kept went to the cookie.
        }
      }
      return readSessionCookie(readCookies(), key);
    },
    set(key, value) {
      const store = storage();
      if (store) {
        try {
          store.setItem(key, value);
          // A value kept in a cookie earlier (storage was full then) must not shadow this one later.
          if (readSessionCookie(readCookies(), key) !== null) writeCookie(expiredSessionCookie(key));
          return;
        } catch {
          // Full or blocked: fall through to the cookie.
        }
      }
      writeCookie(sessionCookie(key, value));
    },
    remove(key) {
      const store = storage();
      try {
        store?.removeItem(key);
      } catch {
        // Nothing more to do: the cookie below is removed either way.
      }
      if (readSessionCookie(readCookies(), key) !== null) writeCookie(expiredSessionCookie(key));
    },
  };
}

/** The page's store. */
export const sessionMemory = createSessionMemoryStore();
