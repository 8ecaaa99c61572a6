import { useSelector } from '@xstate/react';
import { type PageLoadingActor, selectIsSupportedBrowser } from '../../../machines/page-loading.machine.ts';
import { MODERN_BROWSERS, UNSUPPORTED_BROWSER_MESSAGE } from '../../domain/browser-support.ts';
import styles from './errors.module.css';

/**
 * doc 1 §8, doc 3 §8 "Unsupported browser": a banner at the top of every page of a browser the shop does
 * not work in (the page-loading actor's supported-browser flag, doc 1 §4), with links to three that it does.
 */
export function UnsupportedBrowserBanner({ pageLoading }: { pageLoading: PageLoadingActor }) {
  const supported = useSelector(pageLoading, selectIsSupportedBrowser);
  if (supported) return null;
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
