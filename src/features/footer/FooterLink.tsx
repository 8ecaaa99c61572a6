import type { ReactNode } from 'react';
import { NewTabNote } from '../../ui/NewTabNote.tsx';

export interface FooterLinkProps {
  href: string;
  /** The content's popup flag: opens in a new tab. */
  popup?: boolean;
  className?: string;
  children: ReactNode;
  type?: string;
}

/** A link from the footer content; a popup link opens in a new tab, safely, and says so. */
export function FooterLink({ href, popup = false, className, children, type }: FooterLinkProps) {
  return (
    <a
      href={href}
      className={className}
      data-type={type}
      {...(popup ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {popup && <NewTabNote />}
    </a>
  );
}
