import { LoadingStatus } from '../../ui/LoadingStatus.tsx';
import styles from './Content.module.css';

const PLACEHOLDER_LINES = 6;

/** Shown while a content page loads. */
export function ContentPending() {
  return (
    <div className={styles.page} aria-busy="true">
      <LoadingStatus label="Loading page…" />
      <div className={styles.skeletonTitle} />
      {Array.from({ length: PLACEHOLDER_LINES }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own.
        <div key={index} className={styles.skeletonLine} />
      ))}
    </div>
  );
}
