import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppBanner } from '../../features/app-banner/AppBanner.tsx';
import { Footer } from '../../features/footer/Footer.tsx';
import { footerQueryOptions } from '../../features/footer/footer.queries.ts';
import styles from './Layout.module.css';
import { ShopHeader } from './ShopHeader.tsx';
import { SkipLink } from './SkipLink.tsx';

/** The main shell (doc 1 §2.3): skip link, app install banner, header, main area and footer. */
export function MainLayout({ children }: { children: ReactNode }) {
  // The footer never holds a page back: until it arrives (or if it fails) the plain footer shows.
  const footer = useQuery(footerQueryOptions());
  return (
    <>
      <SkipLink />
      <AppBanner />
      <ShopHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer content={footer.data ?? null} />
    </>
  );
}
