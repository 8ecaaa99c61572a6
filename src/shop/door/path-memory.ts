/**
 * doc 1 §2.4: the last non-authentication path and the last non-slot path, remembered for the session
 * (the rules of what is remembered are `src/domain/routing.ts`), so that sign-in and slot booking can send
 * the shopper back to where they were.
 */
import { nextLastNonAuthenticationPath, nextLastNonSlotPath } from '../../domain/remembered-paths.ts';
import { decodeRememberedPath, SESSION_MEMORY_KEYS } from '../../domain/session-memory.ts';
import type { SessionMemoryStore } from './session-memory-store.ts';

const KEYS = SESSION_MEMORY_KEYS;

export function lastNonAuthenticationPath(store: SessionMemoryStore): string | null {
  return decodeRememberedPath(store.get(KEYS.lastNonAuthenticationPath));
}

export function lastNonSlotPath(store: SessionMemoryStore): string | null {
  return decodeRememberedPath(store.get(KEYS.lastNonSlotPath));
}

/** Notes a page the shopper arrived at (its path with search, under /ecom or below the router's base). */
export function rememberPaths(store: SessionMemoryStore, pathWithSearch: string): void {
  const authentication = lastNonAuthenticationPath(store);
  const nextAuthentication = nextLastNonAuthenticationPath(authentication, pathWithSearch);
  if (nextAuthentication !== null && nextAuthentication !== authentication) {
    store.set(KEYS.lastNonAuthenticationPath, nextAuthentication);
  }
  const slot = lastNonSlotPath(store);
  const nextSlot = nextLastNonSlotPath(slot, pathWithSearch);
  if (nextSlot !== null && nextSlot !== slot) store.set(KEYS.lastNonSlotPath, nextSlot);
}
