import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import styles from './Content.module.css';

const PLACEHOLDER_LINES = 6;

/** Shown while a content page loads. */
export function ContentPending() {
  return (
    <div className={styles.page} aria-busy="true">
      <div role="status">
        <VisuallyHidden>Loading page…</VisuallyHidden>
      </div>
      <div className={styles.skeletonTitle} />
      {Array.from({ length: PLACEHOLDER_LINES }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own.
        <div key={index} className={styles.skeletonLine} />
      ))}
    </div>
  );
}
