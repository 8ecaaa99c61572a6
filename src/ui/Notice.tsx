import type { ReactNode } from 'react';
import styles from './Notice.module.css';

/** The message severities of doc 1 §3. */
export type Severity = 'INFORMATIVE' | 'SUCCESS' | 'WARNING' | 'ERROR';

export interface NoticeProps {
  severity: Severity;
  children: ReactNode;
}

/**
 * A message in the page's flow. Errors and warnings are announced at once (`role="alert"`), the others
 * politely (`role="status"`).
 */
export function Notice({ severity, children }: NoticeProps) {
  const urgent = severity === 'ERROR' || severity === 'WARNING';
  return (
    <div className={`${styles.notice} ${styles[severity]}`} role={urgent ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
