/**
 * Where managed content may link (doc 3 §2 "Content pages", §3 "Footer data"; docs/api/content.md): a page of
 * the site, a web address, or a mail or phone link; content pages also an #anchor on the page. Checked before
 * anything is rendered, so managed content cannot carry script.
 */

const SAFE_HREF = /^(\/(?!\/)|https?:\/\/|mailto:|tel:)/i;

export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href.trim());
}

export function isSafeContentHref(href: string): boolean {
  return /^#[A-Za-z][\w-]*$/.test(href) || isSafeHref(href);
}
