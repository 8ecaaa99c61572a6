import { useLocation } from '@tanstack/react-router';
import { canonicalUrl } from '../../domain/canonical-url.ts';

/**
 * The page's `<link rel="canonical">` (doc 3 §9; the rule is src/domain/canonical-url.ts). React puts it in
 * the document's head and keeps it to the page on show.
 */
export function CanonicalLink() {
  const href = useLocation({ select: (location) => location.href });
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return <link rel="canonical" href={canonicalUrl(href, origin)} />;
}
