import type { CallToActionComponent } from '../../../api/content.ts';
import { buttonClassName } from '../../../ui/Button.tsx';
import styles from '../Content.module.css';
import { ContentLink } from './ContentLink.tsx';
import { Heading, type HeadingLevel } from './Heading.tsx';
import { Inlines } from './Inlines.tsx';

/** A highlighted next step with one link that looks like a button. */
export function CallToAction({
  component,
  level,
}: {
  component: CallToActionComponent;
  level: HeadingLevel;
}) {
  return (
    <div className={styles.callToAction}>
      <Heading level={level} className={styles.componentHeading}>
        {component.heading}
      </Heading>
      {component.body && (
        <p className={styles.paragraph}>
          <Inlines content={component.body} />
        </p>
      )}
      <ContentLink href={component.link.href} className={buttonClassName()}>
        {component.link.text}
      </ContentLink>
    </div>
  );
}
