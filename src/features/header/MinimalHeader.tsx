import { phoneHref } from '../../domain/customer-care.ts';
import { Logo } from '../../ui/Logo.tsx';
import styles from './Header.module.css';
import { LockIcon } from './HeaderIcons.tsx';
import { HOME_PATH } from './header.view-model.ts';

export interface MinimalHeaderProps {
  pride?: boolean;
  /** Shows 'Secure Checkout' beside the logo: for the checkout and its outcome pages. */
  secureCheckout?: boolean;
  /** A help line to call, shown as a tel: link, e.g. '0800 188 884'. */
  helpPhone?: string;
}

export const SECURE_CHECKOUT_LABEL = 'Secure Checkout';

/**
 * The reduced header of the minimal layout (doc 1 §2.2): checkout-like pages, sign-in, registration,
 * forgot password and order confirmation. The logo, and optionally 'Secure Checkout' and a help line.
 */
export function MinimalHeader({ pride = false, secureCheckout = false, helpPhone }: MinimalHeaderProps) {
  return (
    <header className={styles.minimal}>
      <div className={styles.minimalInner}>
        <Logo size="large" pride={pride} href={HOME_PATH} />
        {secureCheckout && (
          <p className={styles.secure}>
            <LockIcon size={18} />
            {SECURE_CHECKOUT_LABEL}
          </p>
        )}
        {helpPhone && (
          <p className={styles.helpLine}>
            Need help? Call <a href={phoneHref(helpPhone)}>{helpPhone}</a>
          </p>
        )}
      </div>
    </header>
  );
}
