import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { NewTabNote } from '../../../ui/NewTabNote.tsx';

/** The storefront's own pages, which the router shows without loading the app again. */
const STOREFRONT_PATH = /^\/ecom(?:[/?#]|$)/;
const WEB_ADDRESS = /^https?:\/\//i;

/**
 * A link from managed content (its address already checked by the content schema): a page of the shop
 * opens in place through the router, another site opens in a new tab and says so, mail and phone links
 * are left to the browser.
 */
export function ContentLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  if (WEB_ADDRESS.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <NewTabNote />
      </a>
    );
  }
  const onClick = STOREFRONT_PATH.test(href)
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void router.navigate({ href });
      }
    : undefined;
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
