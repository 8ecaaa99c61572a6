import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SESSION_MEMORY_KEYS } from '../../domain/session-memory.ts';
import { type SessionMemoryStore, sessionMemory } from '../../shop/door/session-memory-store.ts';
import styles from './Shell.module.css';
import { siteBannerQueryOptions } from './site-banner.queries.ts';

const DISMISSED = SESSION_MEMORY_KEYS.dismissedSiteBanner;

/**
 * The site banner (doc 1 §2.3): a site-wide notice from the content service, above the main area of the
 * main layout. Nothing shows when there is no notice, while it loads, or if it fails. Closing it hides
 * that notice for the rest of the session; a new notice shows again.
 */
export function SiteBanner({ store = sessionMemory }: { store?: SessionMemoryStore }) {
  const { data: banner } = useQuery(siteBannerQueryOptions());
  const [dismissed, setDismissed] = useState(() => store.get(DISMISSED));
  if (!banner || banner.id === dismissed) return null;

  const dismiss = () => {
    store.set(DISMISSED, banner.id);
    setDismissed(banner.id);
  };
  return (
    <section className={styles.siteBanner} data-severity={banner.severity} aria-label="Site notice">
      <p className={styles.siteBannerText}>
        {banner.message}
        {banner.link && (
          <>
            {' '}
            <a href={banner.link.href}>{banner.link.text}</a>
          </>
        )}
      </p>
      <button type="button" className={styles.siteBannerClose} aria-label="Close notice" onClick={dismiss}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
