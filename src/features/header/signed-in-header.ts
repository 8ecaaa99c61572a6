/** What the header shows a signed-in shopper only, loaded together when one is (src/features/header/Header.tsx). */
export { AccountMenu } from './AccountMenu.tsx';
export { TrolleyLink } from './TrolleyLink.tsx';
