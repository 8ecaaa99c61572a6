import { buttonClassName } from '../../ui/Button.tsx';
import { Logo } from '../../ui/Logo.tsx';
import styles from './TrafficCheckBlockPage.module.css';

/**
 * Where the shop's traffic checks send a visitor they have blocked (doc 1 §2.2 /ecom/tra-check-block):
 * outside the shell, since the shell's own calls are what was refused. The way back is a full page load,
 * so that the checks run again.
 */
export function TrafficCheckBlockPage() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Logo size="large" href="/ecom/" />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <h1 className={styles.title}>Sorry, we can't let you in just now</h1>
        <p className={styles.text}>
          Our traffic checks have blocked access to the shop from your connection. This can happen when a lot
          of requests come from one place, or when something in your browser looks automated.
        </p>
        <p className={styles.text}>Please wait a few minutes, then go back to the shop.</p>
        <a className={buttonClassName()} href="/ecom/">
          Back to the shop
        </a>
      </main>
    </div>
  );
}
