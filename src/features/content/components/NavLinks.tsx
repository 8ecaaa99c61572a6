import type { NavLinksComponent } from '../../../api/content.ts';
import styles from '../Content.module.css';
import { ContentLink } from './ContentLink.tsx';
import { Heading, type HeadingLevel } from './Heading.tsx';

/** Links to other pages, as a navigation landmark named by its heading. */
export function NavLinks({ component, level }: { component: NavLinksComponent; level: HeadingLevel }) {
  return (
    <nav className={styles.navLinks} aria-label={component.heading ?? 'Related pages'}>
      {component.heading && (
        <Heading level={level} className={styles.componentHeading}>
          {component.heading}
        </Heading>
      )}
      <ul className={styles.navList}>
        {component.links.map((link) => (
          <li key={`${link.text} ${link.href}`}>
            <ContentLink href={link.href} className={styles.navLink}>
              {link.text}
            </ContentLink>
            {link.description && <p className={styles.navDescription}>{link.description}</p>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
