import { describe, expect, it } from 'vitest';
import {
  createSessionMemoryStore,
  type SessionMemoryEnvironment,
} from '../../../src/shop/door/session-memory-store.ts';

/** A cookie jar that behaves like document.cookie for the cookies it is given. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    readCookies: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    writeCookie: (cookie: string) => {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.some((attribute) => attribute.trim() === 'Max-Age=0')) cookies.delete(name);
      else cookies.set(name, value);
    },
    cookies,
  };
}

function memoryStorage(overrides: Partial<Storage> = {}): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    key: () => null,
    get length() {
      return values.size;
    },
    ...overrides,
  };
}

function environment(storage: () => Storage | null) {
  const jar = cookieJar();
  const env: SessionMemoryEnvironment = { sessionStorage: storage, ...jar };
  return { store: createSessionMemoryStore(env), jar };
}

describe('the session memory (doc 1 §2.4 "Storage falls back to cookies when unavailable")', () => {
  it('keeps values in session storage when it works, and no cookies', () => {
    const storage = memoryStorage();
    const { store, jar } = environment(() => storage);
    store.set('lastNonSlotPath', '/ecom/shop/search?searchTerm=tea');
    expect(storage.getItem('lastNonSlotPath')).toBe('/ecom/shop/search?searchTerm=tea');
    expect(store.get('lastNonSlotPath')).toBe('/ecom/shop/search?searchTerm=tea');
    expect(jar.cookies.size).toBe(0);
    store.remove('lastNonSlotPath');
    expect(store.get('lastNonSlotPath')).toBeNull();
  });

  it.each<[string, () => Storage | null]>([
    [
      'session storage is blocked (reading it throws)',
      () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    ],
    ['there is no session storage', () => null],
    [
      'session storage is full',
      () =>
        memoryStorage({
          setItem: () => {
            throw new DOMException('Quota exceeded', 'QuotaExceededError');
          },
        }),
    ],
  ])('falls back to a session cookie when %s', (_name, storage) => {
    const { store, jar } = environment(storage);
    store.set('lastNonAuthenticationPath', '/ecom/shop/search?searchTerm=tea & cake');
    expect(jar.cookies.get('lastNonAuthenticationPath')).toBe(
      encodeURIComponent('/ecom/shop/search?searchTerm=tea & cake'),
    );
    expect(store.get('lastNonAuthenticationPath')).toBe('/ecom/shop/search?searchTerm=tea & cake');
    store.remove('lastNonAuthenticationPath');
    expect(store.get('lastNonAuthenticationPath')).toBeNull();
    expect(jar.cookies.size).toBe(0);
  });

  it('drops a cookie kept while storage was full once storage takes the value again', () => {
    let full = true;
    const storage = memoryStorage();
    const flaky = memoryStorage({
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => {
        if (full) throw new DOMException('Quota exceeded', 'QuotaExceededError');
        storage.setItem(key, value);
      },
    });
    const { store, jar } = environment(() => flaky);
    store.set('scrollPositions', 'old');
    expect(jar.cookies.has('scrollPositions')).toBe(true);
    full = false;
    store.set('scrollPositions', 'new');
    expect(jar.cookies.has('scrollPositions')).toBe(false);
    expect(store.get('scrollPositions')).toBe('new');
  });
});
