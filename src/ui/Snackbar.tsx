import styles from './Snackbar.module.css';

export interface SnackbarProps {
  /** What happened ('Contact address updated'); nothing shows without one. */
  message: string | null;
  /** Hides it at once; how long it shows otherwise is the caller's (its machine's) business. */
  onDismiss: () => void;
}

/** A short confirmation at the bottom of the screen, announced politely (`role="status"`). */
export function Snackbar({ message, onDismiss }: SnackbarProps) {
  if (!message) return null;
  return (
    <div className={styles.snackbar} role="status">
      <span>{message}</span>
      <button type="button" className={styles.dismiss} onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
