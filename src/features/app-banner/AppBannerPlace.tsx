import styles from './AppBanner.module.css';

/**
 * The app banner's place while it is on its way (its code, or its machine reading the page): its band,
 * empty and as tall as the banner, hidden from assistive technology (issue 20: nothing below moves).
 */
export function AppBannerPlace() {
  return <div className={styles.place} aria-hidden="true" />;
}
