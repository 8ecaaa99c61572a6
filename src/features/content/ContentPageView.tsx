import type { ContentComponent, ContentPage } from '../../api/content.ts';
import styles from './Content.module.css';
import { ContentComponentView } from './ContentComponentView.tsx';
import type { HeadingLevel } from './components/Heading.tsx';

/**
 * A content page's components in order. Headings of components that follow a section title sit below
 * it (h3), others at h2; a page whose content has no page title gets its title as the h1.
 */
export function ContentPageView({ page }: { page: ContentPage }) {
  const hasPageTitle = page.components.some((component) => component.type === 'pageTitle');
  return (
    <article className={styles.page}>
      {!hasPageTitle && (
        <header className={styles.pageTitle}>
          <h1 className={styles.title}>{page.title}</h1>
        </header>
      )}
      {withHeadingLevels(page.components).map(({ component, headingLevel }, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's components have no ids and never move.
        <ContentComponentView key={index} component={component} headingLevel={headingLevel} />
      ))}
    </article>
  );
}

function withHeadingLevels(components: readonly ContentComponent[]) {
  let inSection = false;
  return components.map((component) => {
    if (component.type === 'sectionTitle') inSection = true;
    const headingLevel: HeadingLevel = inSection ? 3 : 2;
    return { component, headingLevel };
  });
}
