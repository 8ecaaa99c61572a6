import type { ReactNode } from 'react';
import { CUSTOMER_CARE_PHONE, phoneHref } from '../../domain/customer-care.ts';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import styles from './errors.module.css';

/** doc 1 §8 "Fallback page", word for word. */
export const FALLBACK_TITLE = 'Sorry, something has gone wrong...';
export const CHECKOUT_PROBLEM =
  'There may be a problem with your order that is preventing you from checking out.';

export interface FallbackPageProps {
  /** On checkout pages the shopper is also told their order may be the problem, and who to call. */
  checkout: boolean;
  /** What went wrong, as far as the shopper needs to know. */
  children?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

/**
 * The fallback page (doc 1 §2.3, §8; doc 2 §8): what the error boundaries show. A plain link home, not a
 * router link, so that it works when the router itself is what failed.
 */
export function FallbackPage({ checkout, children, onRetry, retryLabel }: FallbackPageProps) {
  return (
    <ErrorPanel
      title={FALLBACK_TITLE}
      {...(onRetry && { onRetry })}
      {...(retryLabel !== undefined && { retryLabel })}
    >
      {checkout && (
        <>
          <p>{CHECKOUT_PROBLEM}</p>
          <p>
            Please contact Customer Care on <a href={phoneHref(CUSTOMER_CARE_PHONE)}>{CUSTOMER_CARE_PHONE}</a>{' '}
            for assistance.
          </p>
        </>
      )}
      {children}
      <p className={styles.home}>
        <a href="/ecom/">Go to the home page</a>
      </p>
    </ErrorPanel>
  );
}
