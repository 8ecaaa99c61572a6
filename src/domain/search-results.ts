/**
 * What the results pages do with the values of their address (doc 3 §4 "Search and browse"): toggle a
 * filter, clear a group, and follow a result's redirect. Apart from src/domain/search-params.ts, which
 * the routes read their search with in every page's first script, because only the results pages, which
 * load on demand, use these (issue 5).
 */
import { ECOM_BASE, routeSegments, splitPath, toBrowserPath } from './routing.ts';
import { filterTagGroup, filterTagsOf } from './search-params.ts';

/**
 * doc 3 §4 "Toggling a filter marks it applied or not": the tags after toggling `tag`. In a single-choice
 * group (Available in) choosing an option replaces the group's other option.
 */
export function toggleFilterTag(applied: readonly string[], tag: string, allowMultiple: boolean): string[] {
  if (applied.includes(tag)) return applied.filter((kept) => kept !== tag);
  const group = filterTagGroup(tag);
  const others = allowMultiple ? applied : applied.filter((kept) => filterTagGroup(kept) !== group);
  return filterTagsOf([...others, tag]);
}

/** The deselect option of a group ('Show all availability'): none of the group's tags. */
export function withoutFilterGroup(applied: readonly string[], group: string): string[] {
  return applied.filter((tag) => filterTagGroup(tag) !== group);
}

/**
 * doc 3 §4 "A redirectUrl in a result triggers a redirect unless redirects are suppressed": where to go, as
 * a browser path under /ecom, or null to stay. Only the shop's own pages are followed, never the page the
 * shopper is already on.
 */
export function followableRedirect(
  redirectUrl: string | null | undefined,
  currentPath: string,
  suppressed: boolean,
): string | null {
  if (suppressed || !redirectUrl) return null;
  if (
    !redirectUrl.startsWith(`${ECOM_BASE}/`) ||
    redirectUrl.startsWith('//') ||
    /[\\\s]/.test(redirectUrl)
  ) {
    return null;
  }
  const target = toBrowserPath(redirectUrl);
  if (routeSegments(target).includes('..')) return null;
  const here = splitPath(toBrowserPath(currentPath));
  const there = splitPath(target);
  return here.pathname.toLowerCase() === there.pathname.toLowerCase() && here.search === there.search
    ? null
    : target;
}
