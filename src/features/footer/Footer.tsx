import { useCallback } from 'react';
import type { FooterContent } from '../../api/footer.ts';
import { reportError } from '../../shop/door/error-reporting.ts';
import { SHOP_NAME } from '../../ui/brand.ts';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';
import styles from './Footer.module.css';

export interface FooterProps {
  /** The footer content answer; null when it could not be fetched (logged, doc 3 §8): a bare footer shows. */
  content: FooterContent | null;
}

/**
 * The full footer's code is not needed for the first paint (issue 5): it loads with the page, beside the
 * footer's content, and the plain footer shows until both are here, as it does while the content loads.
 */
const fullFooter = onDemand(() => import('./FullFooter.tsx'));

/** The footer of the main shell (doc 3 §3 "Footer data", §9): the plain footer, then the full one. */
export function Footer({ content }: FooterProps) {
  const onError = useCallback((error: unknown) => reportError(error, { caught: 'footer' }), []);
  const full = useOnDemand(fullFooter, true, onError);
  if (content && full) return <full.FullFooter content={content} />;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.brand}>{SHOP_NAME}</p>
      </div>
    </footer>
  );
}
