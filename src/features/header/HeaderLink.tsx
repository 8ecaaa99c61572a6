import type { ComponentPropsWithRef } from 'react';
import { NewTabNote } from '../../ui/NewTabNote.tsx';

export interface HeaderLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href' | 'target' | 'rel'> {
  href: string;
  /** Opens in a new tab, safely, and says so to screen readers. */
  newTab?: boolean;
}

/**
 * Every link of the header. A plain `<a href>` for now, because most of the pages it leads to are not
 * routes yet; when they are, this is the one place that becomes a router link.
 */
export function HeaderLink({ href, newTab = false, children, ...props }: HeaderLinkProps) {
  return (
    <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...props}>
      {children}
      {newTab && <NewTabNote />}
    </a>
  );
}
