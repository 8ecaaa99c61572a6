import type { ContactCardComponent } from '../../../api/content.ts';
import styles from '../Content.module.css';
import { ContentLink } from './ContentLink.tsx';
import { Heading, type HeadingLevel } from './Heading.tsx';
import { Inlines } from './Inlines.tsx';

/** A team's ways of contact (phone, post, ...) and the hours it answers. */
export function ContactCard({ component, level }: { component: ContactCardComponent; level: HeadingLevel }) {
  return (
    <div className={styles.contactCard}>
      <Heading level={level} className={styles.componentHeading}>
        {component.heading}
      </Heading>
      {component.description && (
        <p className={styles.paragraph}>
          <Inlines content={component.description} />
        </p>
      )}
      <dl className={styles.contactMethods}>
        {component.methods.map((method) => (
          <div key={`${method.label} ${method.value}`} className={styles.contactMethod}>
            <dt>{method.label}</dt>
            <dd>
              {method.href ? <ContentLink href={method.href}>{method.value}</ContentLink> : method.value}
            </dd>
          </div>
        ))}
      </dl>
      {component.openingHours && component.openingHours.length > 0 && (
        <table className={styles.hours}>
          <caption>Opening hours</caption>
          <tbody>
            {component.openingHours.map((row) => (
              <tr key={row.days}>
                <th scope="row">{row.days}</th>
                <td>{row.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
