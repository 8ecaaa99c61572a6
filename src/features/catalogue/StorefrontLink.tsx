import { Link } from '@tanstack/react-router';
import { ECOM_BASE } from '../../domain/routing.ts';
import type { PodLinkProps } from '../../ui/ProductPod.tsx';

/**
 * A link to an address the catalogue gives (product pages, categories, offers): a router link under /ecom,
 * preloaded when the shopper shows intent, or a plain link for anything else. The pods' link (PodLink).
 */
export function StorefrontLink({ href, children, ...props }: PodLinkProps) {
  const inShop = href.startsWith(`${ECOM_BASE}/`) && !href.includes('?') && !href.includes('#');
  if (!inShop) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  // The address is one of the shop's routes, written by the catalogue service rather than this code, so the
  // router's typed paths cannot check it here; the router matches it like any other.
  const to = href.slice(ECOM_BASE.length) as '/';
  return (
    <Link to={to} {...props}>
      {children}
    </Link>
  );
}
