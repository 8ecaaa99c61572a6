import type { CardContainerComponent } from '../../../api/content.ts';
import styles from '../Content.module.css';
import { ContentLink } from './ContentLink.tsx';
import { below, Heading, type HeadingLevel } from './Heading.tsx';

/** Topic cards side by side (one column on small screens), each with its links. */
export function CardContainer({
  component,
  level,
}: {
  component: CardContainerComponent;
  level: HeadingLevel;
}) {
  const cardLevel = component.heading ? below(level) : level;
  return (
    <div className={styles.cardContainer}>
      {component.heading && (
        <Heading level={level} className={styles.componentHeading}>
          {component.heading}
        </Heading>
      )}
      <ul className={styles.cards}>
        {component.cards.map((card) => (
          <li key={card.heading} className={styles.card}>
            <Heading level={cardLevel} className={styles.cardHeading}>
              {card.heading}
            </Heading>
            {card.description && <p className={styles.cardDescription}>{card.description}</p>}
            <ul className={styles.cardLinks}>
              {card.links.map((link) => (
                <li key={`${link.text} ${link.href}`}>
                  <ContentLink href={link.href}>{link.text}</ContentLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
