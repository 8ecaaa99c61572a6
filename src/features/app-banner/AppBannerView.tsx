import { useActorRef, useSelector } from '@xstate/react';
import type { MouseEvent } from 'react';
import { selectIsChecking, selectShownListing } from '../../../machines/app-banner.machine.ts';
import { expectsAppBanner } from '../../domain/app-banner.ts';
import { inspect } from '../../shop/door/inspector.ts';
import { SHOP_NAME } from '../../ui/brand.ts';
import { LogoMark } from '../../ui/LogoMark.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import styles from './AppBanner.module.css';
import { AppBannerPlace } from './AppBannerPlace.tsx';
import { readAppBannerEnvironment } from './app-banner-environment.ts';
import { browserAppBannerMachine } from './browser-app-banner.ts';

const APP_DEVELOPER = `${SHOP_NAME} Ltd`;

/** The mobile-app install banner (doc 1 §2.3); the app banner machine decides when it shows. */
export function AppBannerView() {
  const banner = useActorRef(browserAppBannerMachine, { inspect });
  const listing = useSelector(banner, selectShownListing);
  // While the machine reads the page, the place kept before its code arrived stays kept.
  const checking = useSelector(banner, selectIsChecking);
  if (!listing) return checking && expectsAppBanner(readAppBannerEnvironment()) ? <AppBannerPlace /> : null;

  const view = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click meant for a new tab or window stays with the browser.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    banner.send({ type: 'VIEW' });
  };

  return (
    <aside className={styles.banner} aria-label={`Get the ${SHOP_NAME} app`}>
      <button
        type="button"
        className={styles.close}
        aria-label="Close app banner"
        onClick={() => banner.send({ type: 'CLOSE' })}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <LogoMark size={48} />
      <div className={styles.details}>
        <p className={styles.name}>{SHOP_NAME}</p>
        <p className={styles.developer}>{APP_DEVELOPER}</p>
        <p className={styles.download}>{listing.downloadText}</p>
      </div>
      <a className={styles.view} href={listing.storeUrl} onClick={view}>
        View
        <VisuallyHidden>
          {' '}
          the {SHOP_NAME} app in {listing.storeName}
        </VisuallyHidden>
      </a>
    </aside>
  );
}
