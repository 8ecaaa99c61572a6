import type { SectionTitleComponent } from '../../../api/content.ts';
import styles from '../Content.module.css';

/** A section heading (always h2), the target of in-page links when it has an anchor. */
export function SectionTitle({ component }: { component: SectionTitleComponent }) {
  return (
    <h2 id={component.anchor} className={styles.sectionTitle}>
      {component.heading}
    </h2>
  );
}
