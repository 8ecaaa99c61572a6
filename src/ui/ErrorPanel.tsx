import { type ReactNode, useId } from 'react';
import { Button } from './Button.tsx';
import styles from './ErrorPanel.module.css';

export interface ErrorPanelProps {
  title: string;
  children: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

/** Says that something failed, and offers to try again when that can help. Announced as an alert. */
export function ErrorPanel({ title, children, onRetry, retryLabel = 'Try again' }: ErrorPanelProps) {
  const titleId = useId();
  return (
    <section className={styles.panel} role="alert" aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <div className={styles.message}>{children}</div>
      {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
    </section>
  );
}
