/** The menus' own icons (decorative), loaded with the menus' views rather than the first paint. */
import { Icon, type IconProps } from '../header/HeaderIcons.tsx';

export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon name="chevron-right" {...props}>
      <path d="m9 6 6 6-6 6" />
    </Icon>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon name="chevron-left" {...props}>
      <path d="m15 6-6 6 6 6" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon name="close" {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Icon name="menu" {...props}>
      <path d="M3.5 6.5h17M3.5 12h17M3.5 17.5h17" />
    </Icon>
  );
}
