import { useSelector } from '@xstate/react';
import { type PageLoadingActor, selectShowsPendingIndicator } from '../../machines/page-loading.machine.ts';
import styles from './PageLoadingBar.module.css';

/**
 * The pending indicator (doc 1 §4 Page loading): a slim bar across the top of the window while a page
 * that takes long loads. The page-loading machine decides when (PENDING_INDICATOR); quick pages never
 * show it.
 */
export function PageLoadingBar({ pageLoading }: { pageLoading: PageLoadingActor }) {
  const shown = useSelector(pageLoading, selectShowsPendingIndicator);
  if (!shown) return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label="Loading page">
      <div className={styles.indicator} />
    </div>
  );
}
