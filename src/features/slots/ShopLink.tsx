import { useRouter } from '@tanstack/react-router';
import type { ComponentPropsWithRef, MouseEvent } from 'react';

/**
 * A link to a shop page by its browser path ('/ecom/bookslot/delivery'), followed by the router (no page
 * load) on a plain click, and as an ordinary link otherwise (new tab, copy link).
 */
export function ShopLink({ href, onClick, ...props }: ComponentPropsWithRef<'a'> & { href: string }) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <a href={href} onClick={follow} {...props} />;
}
