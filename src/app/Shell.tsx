import { HeadContent, Link, Outlet } from '@tanstack/react-router';
import { AppBanner } from '../features/app-banner/AppBanner.tsx';
import { SHOP_NAME } from '../ui/brand.ts';
import { LogoMark } from '../ui/LogoMark.tsx';
import styles from './Shell.module.css';

/** The main shell (doc 1 §2.3): skip link, app install banner, header, main area and footer. */
export function Shell() {
  return (
    <>
      <HeadContent />
      <a className={styles.skipLink} href="#main">
        Skip to main content
      </a>
      <AppBanner />
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to="/" className={styles.brand} aria-label={`${SHOP_NAME} home`}>
            <LogoMark />
            <span>{SHOP_NAME}</span>
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p className={styles.footerBrand}>
            <LogoMark size={24} />
            {SHOP_NAME}
          </p>
          <p>Groceries delivered to your door, or ready to collect from your local branch.</p>
          <p>
            © {new Date().getFullYear()} {SHOP_NAME}
          </p>
        </div>
      </footer>
    </>
  );
}
