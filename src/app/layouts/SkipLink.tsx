import styles from './Layout.module.css';

/** The first stop for keyboard users (doc 1 §2.3): straight to the main content. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href="#main">
      Skip to main content
    </a>
  );
}
