/**
 * Content slots: managed fragments the storefront asks for on every page whether or not an editor has put
 * anything in them today (doc 1 §2.3: the site banner). An empty slot is a normal answer, not a missing
 * page: the content service answers it `200 {name, content: null}` (docs/api/content.md), so the browser
 * logs no failed request and the shop shows nothing. Names follow the fragment names of src/api/content-names.ts.
 */

/** The site-wide notice above the main area of the main layout (doc 1 §2.3). */
export const SITE_BANNER_FRAGMENT = 'site-banner';

export const CONTENT_SLOTS: readonly string[] = [SITE_BANNER_FRAGMENT];

export function isContentSlot(name: string): boolean {
  return CONTENT_SLOTS.includes(name);
}
