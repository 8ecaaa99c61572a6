import type { FooterContent } from '../../api/footer.ts';
import styles from './Footer.module.css';
import { FooterLink } from './FooterLink.tsx';
import { minimalFooterSiteLinks } from './footer.view-model.ts';

/** The footer's site links (terms, privacy, cookies, ...): the full footer's, and the minimal one's first 3. */
export function SiteLinks({ links }: { links: readonly FooterContent['siteLinks'][number][] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label="Site">
      <ul className={styles.siteLinks}>
        {links.map((link) => (
          <li key={`${link.title} ${link.href}`}>
            <FooterLink href={link.href} popup={link.popup} className={styles.siteLink}>
              {link.title}
            </FooterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface MinimalFooterProps {
  /** The footer content answer (only its site links and copyright are used); null when it failed. */
  content: Pick<FooterContent, 'siteLinks' | 'copyright'> | null;
}

/** The reduced footer of the minimal layout (doc 1 §2.2): the first 3 site links and the copyright (doc 3 §9). */
export function MinimalFooter({ content }: MinimalFooterProps) {
  const links = content ? minimalFooterSiteLinks(content) : [];
  return (
    <footer className={styles.footer}>
      <div className={styles.minimalInner}>
        <SiteLinks links={links} />
        {content && <p className={styles.copyright}>{content.copyright}</p>}
      </div>
    </footer>
  );
}
