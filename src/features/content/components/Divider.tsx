import styles from '../Content.module.css';

export function Divider() {
  return <hr className={styles.divider} />;
}
