import { MODERN_BROWSERS, UNSUPPORTED_BROWSER_MESSAGE } from '../../domain/browser-support.ts';
import styles from './errors.module.css';

/** The banner's content; UnsupportedBrowserBanner.tsx loads it only in a browser the shop does not work in. */
export function UnsupportedBrowserNotice() {
  return (
    <section className={styles.unsupported} aria-label="Unsupported browser">
      <p>{UNSUPPORTED_BROWSER_MESSAGE}</p>
      <ul aria-label="Modern browsers">
        {MODERN_BROWSERS.map((browser) => (
          <li key={browser.name}>
            <a href={browser.href} rel="noopener noreferrer">
              {browser.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
