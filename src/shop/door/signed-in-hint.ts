/**
 * Whether the shopper was signed in the last time this browser knew (issue 20: CLS). Until the session has
 * started, the first paint reads it to keep the place of what only a signed-in shopper sees (the home
 * page's slot and trolley at a glance), so that nothing moves when it arrives. A hint for layout and
 * nothing else: it shows nothing and allows nothing; the session decides (src/shop/session.ts keeps it).
 */

const SIGNED_IN_HINT_KEY = 'signedInHint';

type HintStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function localStorageOrNull(): HintStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The shopper was signed in when the session last started or changed in this browser. */
export function wasSignedIn(storage: HintStorage | null = localStorageOrNull()): boolean {
  try {
    return storage?.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Keeps the hint (blocked storage keeps nothing: the first paint then keeps no place). */
export function rememberSignedIn(
  signedIn: boolean,
  storage: HintStorage | null = localStorageOrNull(),
): void {
  try {
    if (signedIn) storage?.setItem(SIGNED_IN_HINT_KEY, '1');
    else storage?.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Full or blocked storage: no hint.
  }
}
