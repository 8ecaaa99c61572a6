import styles from './Header.module.css';
import { Icon, type IconProps } from './HeaderIcons.tsx';
import { HeaderLink } from './HeaderLink.tsx';
import type { HeaderTrolley } from './header.view-model.ts';

/** The header's trolley link of a signed-in shopper: the count (99+ above 99) and, when known, the total. */
export function TrolleyLink({ trolley }: { trolley: HeaderTrolley }) {
  return (
    <HeaderLink href={trolley.href} className={styles.trolley} aria-label={trolley.accessibleName}>
      <TrolleyIcon size={24} />
      <span className={styles.trolleyLabel}>Trolley</span>
      <span className={styles.trolleyCount} data-testid="trolley-count">
        {trolley.countLabel}
      </span>
      {trolley.totalLabel && (
        <span className={styles.trolleyLabel} data-testid="trolley-total">
          {trolley.totalLabel}
        </span>
      )}
    </HeaderLink>
  );
}

function TrolleyIcon(props: IconProps) {
  return (
    <Icon name="trolley" {...props}>
      <path d="M2.5 3.5h3l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1l1.7-7.3H6.6" />
      <circle cx="10" cy="20" r="1.4" />
      <circle cx="17.5" cy="20" r="1.4" />
    </Icon>
  );
}
