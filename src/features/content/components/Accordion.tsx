import type { AccordionComponent } from '../../../api/content.ts';
import styles from '../Content.module.css';
import { Blocks } from './Blocks.tsx';
import { Heading, type HeadingLevel } from './Heading.tsx';

/**
 * Questions and answers. Native disclosure elements: keyboard operable, announced as expandable, found by
 * the browser's find-in-page, and open without script.
 */
export function Accordion({ component, level }: { component: AccordionComponent; level: HeadingLevel }) {
  return (
    <div className={styles.accordion}>
      {component.heading && (
        <Heading level={level} className={styles.componentHeading}>
          {component.heading}
        </Heading>
      )}
      {component.items.map((item) => (
        <details key={item.question} className={styles.accordionItem}>
          <summary className={styles.question}>{item.question}</summary>
          <div className={styles.answer}>
            <Blocks blocks={item.answer} />
          </div>
        </details>
      ))}
    </div>
  );
}
