import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useEffect, useId, useMemo, useRef } from 'react';
import {
  type BurgerMenuActor,
  type BurgerMenuSnapshot,
  selectBurgerMenuShown,
} from '../../../machines/burger-menu.machine.ts';
import {
  BACK_UP_A_LEVEL,
  BURGER_BUTTON_ID,
  GROCERIES_MENU_ROOT_ID,
  type MenuLink,
  menuIndexOf,
} from '../../domain/navigation-menu.ts';
import { shallowEqual, useSelector } from '../../ui/use-selector.ts';
import { HeaderLink } from '../header/HeaderLink.tsx';
import styles from './BurgerMenu.module.css';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, MenuIcon } from './MenuIcons.tsx';
import { MenuListLinks } from './MenuListLinks.tsx';
import type { BurgerControlProps } from './NavigationControls.tsx';
import { groceriesMenuQueryOptions } from './navigation.queries.ts';
import { burgerMenuList, isModifiedClick } from './navigation.view-model.ts';

const selectView = (snapshot: BurgerMenuSnapshot) => ({
  onScreen: snapshot.matches('shown') || snapshot.matches('closing'),
  loading: snapshot.matches({ shown: 'loading' }),
  closing: snapshot.matches('closing'),
  level: snapshot.context.level,
  trail: snapshot.context.trail,
});

/**
 * The burger menu (doc 3 §4 "Burger menu (small screens)"): a modal slide-out from the left with the
 * header's links at its top (level 0) and Groceries' departments, aisles and categories below (levels 1 to 3),
 * 'Back up a level' on each of those. A modal dialog: the page behind it is inert, Escape closes it, and the
 * focus goes back to the burger button.
 */
export function BurgerMenu({ actor, mainLinks, moreLinks }: BurgerControlProps & { actor: BurgerMenuActor }) {
  const shown = useSelector(actor, selectBurgerMenuShown);
  const view = useSelector(actor, selectView, shallowEqual);
  const dialogId = useId();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const taxonomy = useQuery({ ...groceriesMenuQueryOptions(), enabled: view.onScreen });
  const index = useMemo(() => (taxonomy.data ? menuIndexOf(taxonomy.data) : null), [taxonomy.data]);
  const list = index ? burgerMenuList(index, view.trail, view.level) : null;

  // The taxonomy has arrived (or failed: the top of the menu still has its Groceries link).
  const settled = !taxonomy.isPending;
  useEffect(() => {
    if (view.loading && settled) actor.send({ type: 'MENU_READY' });
  }, [view.loading, settled, actor]);

  // The dialog is on screen while the machine shows it or slides it away.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (view.onScreen && !dialog.open) dialog.showModal();
    if (!view.onScreen && dialog.open) {
      dialog.close();
      document.getElementById(BURGER_BUTTON_ID)?.focus();
    }
  }, [view.onScreen]);

  // A new level is announced by its heading, which takes the focus.
  const levelKey = shown && !view.loading ? `${view.level}:${view.trail.join('/')}` : null;
  useEffect(() => {
    if (levelKey !== null && levelKey !== '0:') headingRef.current?.focus();
  }, [levelKey]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, link: MenuLink) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    actor.send({ type: 'CHOOSE', link });
  };

  const title = list ? list.name : 'Menu';
  return (
    <>
      <button
        id={BURGER_BUTTON_ID}
        type="button"
        className={styles.burgerButton}
        aria-expanded={shown}
        aria-controls={dialogId}
        aria-haspopup="dialog"
        onClick={() =>
          actor.send({ type: 'OPEN', width: window.innerWidth, menuReady: taxonomy.data !== undefined })
        }
      >
        <MenuIcon size={24} />
        <span className={styles.burgerLabel}>Menu</span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop's click; keyboards close it with Escape (onCancel) */}
      <dialog
        ref={dialogRef}
        id={dialogId}
        className={view.closing ? `${styles.dialog} ${styles.closing}` : styles.dialog}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          actor.send({ type: 'CLOSE' });
        }}
        onClick={(event) => {
          // The backdrop: a click on the dialog element itself, outside its content.
          if (event.target === event.currentTarget) actor.send({ type: 'CLOSE' });
        }}
      >
        <div className={styles.content}>
          <div className={styles.top}>
            {view.level > 0 ? (
              <button type="button" className={styles.back} onClick={() => actor.send({ type: 'BACK' })}>
                <ChevronLeftIcon size={18} />
                {BACK_UP_A_LEVEL}
              </button>
            ) : (
              <span />
            )}
            <button type="button" className={styles.close} onClick={() => actor.send({ type: 'CLOSE' })}>
              <CloseIcon size={18} />
              Close
            </button>
          </div>
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
            {title}
          </h2>
          {view.loading ? (
            <p className={styles.status} role="status">
              Loading the menu…
            </p>
          ) : view.level === 0 ? (
            <nav aria-label="Menu">
              <ul className={styles.entries}>
                <li>
                  <button
                    type="button"
                    className={styles.entry}
                    onClick={() =>
                      actor.send({ type: 'DEEPER', item: { id: GROCERIES_MENU_ROOT_ID, kind: 'parent' } })
                    }
                  >
                    <span>Groceries</span>
                    <ChevronRightIcon size={18} />
                  </button>
                </li>
                {mainLinks.map((link) => (
                  <li key={link.id}>
                    <HeaderLink
                      href={link.href}
                      className={styles.entry}
                      onClick={() => actor.send({ type: 'CLOSE' })}
                    >
                      {link.label}
                    </HeaderLink>
                  </li>
                ))}
              </ul>
              {moreLinks.length > 0 && (
                <ul className={`${styles.entries} ${styles.more}`}>
                  {moreLinks.map((link) => (
                    <li key={link.id}>
                      <HeaderLink href={link.href} newTab={link.newTab} className={styles.moreLink}>
                        {link.label}
                      </HeaderLink>
                    </li>
                  ))}
                </ul>
              )}
            </nav>
          ) : list ? (
            <nav aria-labelledby={titleId}>
              <MenuListLinks
                list={list}
                onChoose={choose}
                classNames={{ links: styles.links, link: styles.viewAll }}
              />
              <ul className={styles.entries}>
                {list.entries.map((entry) => (
                  <li key={entry.id}>
                    {entry.kind === 'parent' ? (
                      <button
                        type="button"
                        className={styles.entry}
                        onClick={() =>
                          actor.send({ type: 'DEEPER', item: { id: entry.id, kind: entry.kind } })
                        }
                      >
                        <span>{entry.name}</span>
                        <ChevronRightIcon size={18} />
                      </button>
                    ) : (
                      <a
                        href={entry.href}
                        className={styles.entry}
                        onClick={(event) => choose(event, { label: entry.name, href: entry.href })}
                      >
                        {entry.name}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <p className={styles.status} role="alert">
              The Groceries menu could not be loaded.{' '}
              <a href="/ecom/shop/browse/groceries">Browse Groceries</a>
            </p>
          )}
        </div>
      </dialog>
    </>
  );
}
