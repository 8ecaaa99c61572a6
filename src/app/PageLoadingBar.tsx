import type { PageLoadingActor } from '../../machines/page-loading.machine.ts';
import { selectShowsPendingIndicator } from '../../machines/page-loading.selectors.ts';
import { useShop } from '../shop/door/door.tsx';
import { useSelector } from '../ui/use-selector.ts';
import styles from './PageLoadingBar.module.css';

/**
 * The pending indicator (doc 1 §4 Page loading): a slim bar across the top of the window while a page
 * that takes long loads. The page-loading machine decides when (PENDING_INDICATOR); quick pages never
 * show it. Its actor starts with the shop, just after first paint; until then there is no bar.
 */
export function PageLoadingBar() {
  const actor = useShop()?.pageLoading;
  return actor ? <PendingIndicator pageLoading={actor} /> : null;
}

function PendingIndicator({ pageLoading }: { pageLoading: PageLoadingActor }) {
  const shown = useSelector(pageLoading, selectShowsPendingIndicator);
  if (!shown) return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label="Loading page">
      <div className={styles.indicator} />
    </div>
  );
}
