import { useId } from 'react';
import type { FooterContent, FooterMhra, FooterSection, FooterTypedSection } from '../../api/footer.ts';
import { NewTabNote } from '../../ui/NewTabNote.tsx';
import styles from './Footer.module.css';
import { FooterLink } from './FooterLink.tsx';
import { SiteLinks } from './MinimalFooter.tsx';

/**
 * The full footer (doc 3 §3 "Footer data", §9), once its content has arrived. Loaded on demand by
 * Footer.tsx, which shows the plain footer until then (issue 5).
 */
export function FullFooter({ content }: { content: FooterContent }) {
  const { support, about, shops, social, apps, siteLinks, copyright, mhra } = content;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav className={styles.sections} aria-label="Footer">
          <LinkSection section={support} />
          <LinkSection section={about} />
          <LinkSection section={shops} />
        </nav>
        <div className={styles.connect}>
          <TypedLinkSection section={social} />
          <TypedLinkSection section={apps} />
        </div>
        <div className={styles.legal}>
          <SiteLinks links={siteLinks} />
          <p className={styles.copyright}>{copyright}</p>
          <MhraBadge mhra={mhra} />
        </div>
      </div>
    </footer>
  );
}

function LinkSection({ section }: { section: FooterSection }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {section.title}
      </h2>
      <ul className={styles.sectionLinks}>
        {section.links.map((link) => (
          <li key={`${link.title} ${link.href}`}>
            <FooterLink href={link.href} popup={link.popup} className={styles.link}>
              {link.title}
            </FooterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TypedLinkSection({ section }: { section: FooterTypedSection }) {
  const headingId = useId();
  if (section.links.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {section.title}
      </h2>
      <ul className={styles.pills}>
        {section.links.map((link) => (
          <li key={`${link.title} ${link.href}`}>
            <FooterLink href={link.href} popup={link.popup} type={link.type} className={styles.pill}>
              {link.title}
            </FooterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The MHRA distance-selling badge, linking to the register; it opens in a new tab. */
export function MhraBadge({ mhra }: { mhra: FooterMhra }) {
  return (
    <a className={styles.mhra} href={mhra.href} target="_blank" rel="noopener noreferrer">
      <img src={mhra.src} alt={mhra.alt} width={100} height={84} loading="lazy" decoding="async" />
      <NewTabNote />
    </a>
  );
}
