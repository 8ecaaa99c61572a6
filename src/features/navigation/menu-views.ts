/** The menus' views, loaded together once the shop has arrived (src/features/navigation/NavigationControls.tsx). */
export { BurgerMenu } from './BurgerMenu.tsx';
export { MegaMenu } from './MegaMenu.tsx';
