/**
 * What the shop remembers for the length of a browser session (doc 1 §2.4, doc 3 §2 Other): the last
 * non-authentication path, the last non-slot path, the scroll position of a listing page, and which site
 * banner the shopper closed. They live in
 * session storage; when it is unavailable (blocked, full, private modes of older browsers) they live in
 * session cookies instead. This module is the codec: keys, values and the cookie form.
 */
import { readCookie } from './app-banner.ts';
import { scrollRestorationKind } from './remembered-paths.ts';
import { splitPath, toBrowserPath } from './routing.ts';

/** The names the values are kept under, in session storage and as cookie names alike. */
export const SESSION_MEMORY_KEYS = {
  lastNonAuthenticationPath: 'lastNonAuthenticationPath',
  lastNonSlotPath: 'lastNonSlotPath',
  scrollPositions: 'scrollPositions',
  /** The id of the site banner the shopper closed (doc 1 §2.3). */
  dismissedSiteBanner: 'dismissedSiteBanner',
  /** What a signed-out shopper tried to add, applied once their trolley loads after sign-in (doc 1 §4). */
  pendingTrolleyAdd: 'pendingTrolleyAdd',
} as const;
export type SessionMemoryKey = (typeof SESSION_MEMORY_KEYS)[keyof typeof SESSION_MEMORY_KEYS];

/** Cookies are sent with every request to the shop, so they are kept to the app's own paths. */
export const SESSION_COOKIE_PATH = '/ecom';

/** The `document.cookie` assignment keeping `value` until the browser session ends. */
export function sessionCookie(name: SessionMemoryKey, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=${SESSION_COOKIE_PATH}; SameSite=Lax`;
}

/** The assignment that removes the cookie. */
export function expiredSessionCookie(name: SessionMemoryKey): string {
  return `${name}=; Max-Age=0; Path=${SESSION_COOKIE_PATH}; SameSite=Lax`;
}

/** The value a session cookie holds in `document.cookie`, or null. */
export function readSessionCookie(cookies: string, name: SessionMemoryKey): string | null {
  const raw = readCookie(cookies, name);
  if (raw === null || raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The scroll position of a product, browse, search or multi-search page (doc 1 §2.4 "Scroll position
 * (state, href, line number)"): where the window was, which page it was, and which product pod the
 * shopper had clicked, so that the pod can be brought back into view when the list has changed height.
 */
export interface ScrollMemory {
  /** The page, as the browser has it under /ecom, with its search: `/ecom/shop/search?searchTerm=tea`. */
  href: string;
  state: { scrollX: number; scrollY: number };
  /** The line number of the product pod the shopper clicked on this page, if any. */
  lineNumber: string | null;
}

const LINE_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

/** A line number as read from a `data-line-number` attribute, or null when it is not one. */
export function lineNumberOf(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return LINE_NUMBER.test(trimmed) ? trimmed : null;
}

/** The same page in the form memories are keyed by: the browser path with its search, without the hash. */
export function pageKey(pathWithSearch: string): string {
  const { pathname, search } = splitPath(pathWithSearch);
  return toBrowserPath(`${pathname}${search}`);
}

/** What to remember when the shopper leaves `path` scrolled to `state`; null for pages that keep none. */
export function scrollMemoryOf(
  path: string,
  state: { scrollX: number; scrollY: number },
  lineNumber: string | null,
): ScrollMemory | null {
  if (scrollRestorationKind(path) === null) return null;
  return {
    href: pageKey(path),
    state: {
      scrollX: Math.max(0, Math.round(state.scrollX)),
      scrollY: Math.max(0, Math.round(state.scrollY)),
    },
    lineNumber: lineNumberOf(lineNumber),
  };
}

/**
 * doc 1 §9 "Recent key-value list capped at 8": the scroll positions of the last eight listing pages left
 * are kept, so that search → product → back still finds the search page's position after the product
 * page's own was saved on the way back.
 */
export const SCROLL_MEMORIES_KEPT = 8;

/** The memories after leaving a page: its memory first, replacing an older one of the same page. */
export function rememberScroll(memories: readonly ScrollMemory[], memory: ScrollMemory): ScrollMemory[] {
  return [memory, ...memories.filter((kept) => kept.href !== memory.href)].slice(0, SCROLL_MEMORIES_KEPT);
}

/** The memory to restore on arriving at `path`: the one saved for this very page, if any. */
export function scrollMemoryFor(memories: readonly ScrollMemory[], path: string): ScrollMemory | null {
  const key = pageKey(path);
  return memories.find((memory) => memory.href === key) ?? null;
}

/** The memories once the one of `path` is used. */
export function forgetScroll(memories: readonly ScrollMemory[], path: string): ScrollMemory[] {
  const key = pageKey(path);
  return memories.filter((memory) => memory.href !== key);
}

export function encodeScrollMemories(memories: readonly ScrollMemory[]): string {
  return JSON.stringify(memories);
}

function isPosition(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function decodeScrollMemory(value: unknown): ScrollMemory | null {
  if (typeof value !== 'object' || value === null) return null;
  const { href, state, lineNumber } = value as Record<string, unknown>;
  if (typeof href !== 'string' || !href.startsWith('/ecom/')) return null;
  if (typeof state !== 'object' || state === null) return null;
  const { scrollX, scrollY } = state as Record<string, unknown>;
  if (!isPosition(scrollX) || !isPosition(scrollY)) return null;
  if (lineNumber !== null && (typeof lineNumber !== 'string' || lineNumberOf(lineNumber) !== lineNumber)) {
    return null;
  }
  return { href, state: { scrollX, scrollY }, lineNumber };
}

/** Reads stored memories back; what is not one (old formats, tampering) is left out. */
export function decodeScrollMemories(text: string | null): ScrollMemory[] {
  if (text === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .map(decodeScrollMemory)
    .filter((memory): memory is ScrollMemory => memory !== null)
    .slice(0, SCROLL_MEMORIES_KEPT);
}

/** A remembered path is only ever one of the shop's own pages. */
export function decodeRememberedPath(text: string | null): string | null {
  if (text === null || !text.startsWith('/ecom') || text.startsWith('//')) return null;
  return text;
}
