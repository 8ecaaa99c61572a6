import { describe, expect, it } from 'vitest';
import {
  decodeRememberedPath,
  decodeScrollMemories,
  encodeScrollMemories,
  expiredSessionCookie,
  forgetScroll,
  lineNumberOf,
  pageKey,
  readSessionCookie,
  rememberScroll,
  SCROLL_MEMORIES_KEPT,
  type ScrollMemory,
  scrollMemoryFor,
  scrollMemoryOf,
  sessionCookie,
} from '../../../src/domain/session-memory.ts';

const at = (scrollY: number, scrollX = 0) => ({ scrollX, scrollY });

describe('which pages keep their scroll position (doc 1 §2.4, doc 3 §2)', () => {
  it.each<[string, ScrollMemory | null]>([
    [
      '/ecom/products/cheddar/123-456',
      { href: '/ecom/products/cheddar/123-456', state: at(640), lineNumber: null },
    ],
    [
      '/ecom/shop/browse/groceries/dairy',
      { href: '/ecom/shop/browse/groceries/dairy', state: at(640), lineNumber: null },
    ],
    [
      '/shop/search?searchTerm=tea',
      { href: '/ecom/shop/search?searchTerm=tea', state: at(640), lineNumber: null },
    ],
    [
      '/ecom/shop/multi-search?value=milk',
      { href: '/ecom/shop/multi-search?value=milk', state: at(640), lineNumber: null },
    ],
    ['/ecom/', null],
    ['/ecom/shop/trolley', null],
    ['/ecom/help-information', null],
  ])('%s', (path, memory) => {
    expect(scrollMemoryOf(path, at(640), null)).toEqual(memory);
  });

  it('keeps the clicked pod, whole pixels and no negative positions', () => {
    expect(scrollMemoryOf('/ecom/shop/search?searchTerm=tea#top', at(812.6, -3), '345')).toEqual({
      href: '/ecom/shop/search?searchTerm=tea',
      state: { scrollX: 0, scrollY: 813 },
      lineNumber: '345',
    });
  });
});

describe('restoring on return', () => {
  const search = scrollMemoryOf('/ecom/shop/search?searchTerm=tea', at(900), '77') as ScrollMemory;
  const product = scrollMemoryOf('/ecom/products/tea/1-2', at(300), null) as ScrollMemory;
  const kept = rememberScroll(rememberScroll([], search), product);

  it.each<[string, ScrollMemory | null]>([
    ['/ecom/shop/search?searchTerm=tea', search],
    ['/shop/search?searchTerm=tea', search],
    ['/ecom/shop/search?searchTerm=tea#results', search],
    ['/ecom/products/tea/1-2', product],
    ['/ecom/shop/search?searchTerm=coffee', null],
    ['/ecom/shop/search', null],
  ])('arriving at %s restores %j', (path, memory) => {
    expect(scrollMemoryFor(kept, path)).toEqual(memory);
  });

  it('has nothing to restore when nothing was saved', () => {
    expect(scrollMemoryFor([], '/ecom/shop/search?searchTerm=tea')).toBeNull();
  });

  it('keeps the latest position of a page, most recent first, and the last eight pages only', () => {
    const again = { ...search, state: at(20) };
    expect(rememberScroll(kept, again)).toEqual([again, product]);
    const many = Array.from(
      { length: 10 },
      (_, index) => scrollMemoryOf(`/ecom/shop/search?searchTerm=${index}`, at(index), null) as ScrollMemory,
    ).reduce(rememberScroll, [] as ScrollMemory[]);
    expect(many).toHaveLength(SCROLL_MEMORIES_KEPT);
    expect(many[0]?.href).toBe('/ecom/shop/search?searchTerm=9');
  });

  it('forgets a position once it is used', () => {
    expect(forgetScroll(kept, '/shop/search?searchTerm=tea')).toEqual([product]);
  });
});

describe('the stored form', () => {
  const memory: ScrollMemory = { href: '/ecom/shop/browse/groceries', state: at(120, 4), lineNumber: '88' };

  it('reads back what it wrote', () => {
    const memories = [memory, { ...memory, href: '/ecom/shop/browse/offers', lineNumber: null }];
    expect(decodeScrollMemories(encodeScrollMemories(memories))).toEqual(memories);
  });

  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['not a list', JSON.stringify(memory)],
    ['a page outside the shop', JSON.stringify([{ ...memory, href: 'https://elsewhere.example/' }])],
    ['a negative position', JSON.stringify([{ ...memory, state: { scrollX: 0, scrollY: -1 } }])],
    ['a position that is not a number', JSON.stringify([{ ...memory, state: { scrollX: 0, scrollY: '9' } }])],
    ['no state', JSON.stringify([{ href: memory.href, lineNumber: null }])],
    ['a line number with markup', JSON.stringify([{ ...memory, lineNumber: '"]<script>' }])],
    ['not an object', JSON.stringify([42])],
  ])('%s reads as no memories', (_name, text) => {
    expect(decodeScrollMemories(text)).toEqual([]);
  });

  it('keeps the good memories of a list with bad ones', () => {
    expect(decodeScrollMemories(JSON.stringify([42, memory]))).toEqual([memory]);
  });

  it.each<[string | null | undefined, string | null]>([
    ['123456', '123456'],
    [' 123-456 ', '123-456'],
    ['', null],
    [null, null],
    [undefined, null],
    ['12 34', null],
    ['"]', null],
  ])('line number %j reads %j', (value, lineNumber) => {
    expect(lineNumberOf(value)).toBe(lineNumber);
  });

  it('keys a page by its browser path and search, without the hash', () => {
    expect(pageKey('/shop/search?searchTerm=tea#pods')).toBe('/ecom/shop/search?searchTerm=tea');
    expect(pageKey('/ecom//shop/browse/')).toBe('/ecom/shop/browse');
  });
});

describe('cookies, when session storage is unavailable (doc 1 §2.4)', () => {
  it('are session cookies for the app only, with the value encoded', () => {
    expect(sessionCookie('lastNonSlotPath', '/ecom/shop/search?searchTerm=a b;c')).toBe(
      'lastNonSlotPath=%2Fecom%2Fshop%2Fsearch%3FsearchTerm%3Da%20b%3Bc; Path=/ecom; SameSite=Lax',
    );
    expect(expiredSessionCookie('lastNonSlotPath')).toBe(
      'lastNonSlotPath=; Max-Age=0; Path=/ecom; SameSite=Lax',
    );
  });

  it.each<[string, string | null]>([
    ['lastNonSlotPath=%2Fecom%2Fshop; other=1', '/ecom/shop'],
    ['other=1;  lastNonSlotPath=%2Fecom', '/ecom'],
    ['other=1', null],
    ['lastNonSlotPath=', null],
    ['lastNonSlotPath=%E0%A4%A', null],
  ])('%s reads %j', (cookies, value) => {
    expect(readSessionCookie(cookies, 'lastNonSlotPath')).toBe(value);
  });

  it.each<[string | null, string | null]>([
    ['/ecom/shop/search?searchTerm=tea', '/ecom/shop/search?searchTerm=tea'],
    ['/ecom', '/ecom'],
    ['https://elsewhere.example/ecom', null],
    ['//elsewhere.example/ecom', null],
    [null, null],
  ])('a remembered path %j reads %j', (text, path) => {
    expect(decodeRememberedPath(text)).toBe(path);
  });
});
