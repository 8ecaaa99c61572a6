import { reportError } from '../../shop/door/error-reporting.ts';
import { buttonClassName } from '../../ui/Button.tsx';
import { Logo } from '../../ui/Logo.tsx';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';
import { BurgerControl, GroceriesControl } from '../navigation/NavigationControls.tsx';
import type { AccountMenuProps } from './AccountMenu.tsx';
import styles from './Header.module.css';
import { CalendarBookedIcon, CalendarIcon } from './HeaderIcons.tsx';
import { HeaderLink } from './HeaderLink.tsx';
import { InlineSearch, SearchOverlayToggle } from './HeaderSearch.tsx';
import {
  type HeaderLinkModel,
  type HeaderSlot,
  type HeaderTrolley,
  type HeaderViewModel,
  HOME_PATH,
  REGISTER_LINK,
  SIGN_IN_LINK,
} from './header.view-model.ts';

export interface HeaderProps {
  model: HeaderViewModel;
  onSignOut: () => void;
  onReturnToAdmin: () => void;
  /** Opens the multi-search modal; without it the header offers no multi-search. */
  onOpenMultiSearch?: () => void;
}

/** The full header (doc 3 §2 "Header and navigation"): a pure rendering of `headerViewModel(...)`. */
export function Header({ model, onSignOut, onReturnToAdmin, onOpenMultiSearch }: HeaderProps) {
  const { logo, condensed, topBar, mainLinks, account, trolley, slot, search } = model;
  return (
    <header className={condensed ? `${styles.header} ${styles.condensed}` : styles.header}>
      <div className={styles.topBar}>
        <div className={styles.topBarInner}>
          <nav className={styles.siblingShops} aria-label={topBar.siblingShopsLabel}>
            <span className={styles.topBarLabel} aria-hidden="true">
              {topBar.siblingShopsLabel}
            </span>
            <ul className={styles.topBarLinks}>
              {topBar.siblingShops.map((link) => (
                <li key={link.id}>
                  <HeaderLink href={link.href} newTab={link.newTab} className={styles.topBarLink}>
                    {link.label}
                  </HeaderLink>
                </li>
              ))}
            </ul>
          </nav>
          {topBar.serviceLinks.length > 0 && (
            <nav className={styles.serviceLinks} aria-label="Help">
              <ul className={styles.topBarLinks}>
                {topBar.serviceLinks.map((link) => (
                  <li key={link.id}>
                    <HeaderLink href={link.href} className={styles.topBarLink}>
                      {link.label}
                    </HeaderLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>

      <div className={styles.mainBar}>
        <div className={styles.mainBarInner}>
          <BurgerControl mainLinks={mainLinks} moreLinks={[...topBar.siblingShops, ...topBar.serviceLinks]} />
          <Logo size={logo.size} pride={logo.pride} href={HOME_PATH} className={styles.logo} />
          <InlineSearch search={search} onOpenMultiSearch={onOpenMultiSearch} />
          <div className={styles.actions}>
            <div className={styles.searchToggleArea}>
              <SearchOverlayToggle search={search} onOpenMultiSearch={onOpenMultiSearch} />
            </div>
            <nav className={styles.account} aria-label="Account">
              {account.kind === 'signed-out' ? (
                <SignedOutLinks signIn={account.signIn} register={account.register} />
              ) : (
                <SignedInAccountMenu
                  label={account.menuLabel}
                  items={account.items}
                  onSignOut={onSignOut}
                  onReturnToAdmin={onReturnToAdmin}
                />
              )}
            </nav>
            {trolley && <TrolleyLink trolley={trolley} />}
          </div>
        </div>
      </div>

      <div className={styles.navBar}>
        <div className={styles.navBarInner}>
          <GroceriesControl />
          <nav className={styles.mainNav} aria-label="Main">
            <ul className={styles.mainLinks}>
              {mainLinks.map((link) => (
                <li key={link.id}>
                  <HeaderLink href={link.href} className={styles.mainLink}>
                    {link.label}
                  </HeaderLink>
                </li>
              ))}
            </ul>
          </nav>
          <SlotLink slot={slot} />
        </div>
      </div>
    </header>
  );
}

/**
 * The My Account menu and the trolley link load when a shopper is signed in: the first paint never shows
 * them, as who the shopper is arrives with the shop (src/shop/door/session-hooks.ts), so their code is not
 * part of the first script.
 */
export const signedInHeaderParts = onDemand(() => import('./signed-in-header.ts'));

const reportSignedInPartsError = (error: unknown) => reportError(error, { caught: 'signed-in header' });

/**
 * Sign in and Register; as `place`, hidden from everyone, only keeping their room: until the signed-in parts
 * have loaded, the header keeps the width it had before the session was known, so that the search button
 * beside it does not move twice (issue 20: CLS).
 */
function SignedOutLinks({
  signIn,
  register,
  place = false,
}: {
  signIn: HeaderLinkModel;
  register: HeaderLinkModel;
  place?: boolean;
}) {
  return (
    <ul
      className={place ? `${styles.accountLinks} ${styles.place}` : styles.accountLinks}
      aria-hidden={place || undefined}
      inert={place || undefined}
    >
      <li>
        <HeaderLink href={signIn.href} className={buttonClassName({ variant: 'secondary', size: 'small' })}>
          {signIn.label}
        </HeaderLink>
      </li>
      <li>
        <HeaderLink href={register.href} className={styles.registerLink}>
          {register.label}
        </HeaderLink>
      </li>
    </ul>
  );
}

function SignedInAccountMenu(props: AccountMenuProps) {
  const parts = useOnDemand(signedInHeaderParts, true, reportSignedInPartsError);
  return parts ? (
    <parts.AccountMenu {...props} />
  ) : (
    <SignedOutLinks signIn={SIGN_IN_LINK} register={REGISTER_LINK} place />
  );
}

function TrolleyLink({ trolley }: { trolley: HeaderTrolley }) {
  const parts = useOnDemand(signedInHeaderParts, true, reportSignedInPartsError);
  return parts ? <parts.TrolleyLink trolley={trolley} /> : null;
}

/**
 * How a booked slot reads loads when there is one (issue 5): the booked slot itself arrives after the first
 * paint, with the customer's slot.
 */
const slotDisplay = onDemand(() => import('../../domain/slot-booking-display.ts'));

const reportSlotDisplayError = (error: unknown) => reportError(error, { caught: 'header slot' });

function SlotLink({ slot }: { slot: HeaderSlot }) {
  const display = useOnDemand(slotDisplay, slot.booked !== undefined, reportSlotDisplayError);
  const detail = slot.booked && display?.bookedSlotLabel(slot.booked);
  return (
    <HeaderLink href={slot.href} className={`${buttonClassName({ size: 'small' })} ${styles.slot}`}>
      {slot.icon === 'calendar-booked' ? <CalendarBookedIcon size={18} /> : <CalendarIcon size={18} />}
      <span className={styles.slotLabel}>
        {detail && (
          <>
            <span className={styles.slotDetail}>{detail}</span>{' '}
          </>
        )}
        {slot.label}
      </span>
    </HeaderLink>
  );
}
