/**
 * The icons of the header's menu buttons (My Account, Groceries): their menus load after the first paint
 * (src/features/header/signed-in-header.ts, src/features/navigation/menu-views.ts), and so do these.
 */
import { Icon, type IconProps } from './HeaderIcons.tsx';

export function AccountIcon(props: IconProps) {
  return (
    <Icon name="account" {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
    </Icon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon name="chevron-down" {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}
