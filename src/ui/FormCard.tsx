import { type ReactNode, useId } from 'react';
import styles from './FormCard.module.css';

export interface FormCardProps {
  /** The page's heading (h1). */
  title: string;
  /** What the page is for, under the heading. */
  intro?: ReactNode;
  /** The form, or whatever the page offers; a page that only says something has none. */
  children?: ReactNode;
  /** Under a rule at the bottom: where else to go (register, sign in, ...). */
  aside?: ReactNode;
}

/** The card that sign-in, registration and password pages are built in (minimal layout, doc 1 §2.2). */
export function FormCard({ title, intro, children, aside }: FormCardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {intro && <div className={styles.intro}>{intro}</div>}
      {children && <div className={styles.body}>{children}</div>}
      {aside && <div className={styles.aside}>{aside}</div>}
    </section>
  );
}

/** A row of buttons and links at the end of a form. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
