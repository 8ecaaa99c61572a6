import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useMemo, useRef } from 'react';
import {
  bannersOnShow,
  type MegaMenuActor,
  type MegaMenuSnapshot,
  selectMegaMenuOpen,
} from '../../../machines/mega-menu.machine.ts';
import type { SponsorshipBanner } from '../../api/adtech.ts';
import {
  GROCERIES_BUTTON_ID,
  type MenuEntry,
  type MenuLink,
  menuIndexOf,
} from '../../domain/navigation-menu.ts';
import { shallowEqual, useSelector } from '../../ui/use-selector.ts';
import { ChevronDownIcon } from '../header/MenuButtonIcons.tsx';
import styles from './MegaMenu.module.css';
import { ChevronRightIcon, CloseIcon } from './MenuIcons.tsx';
import { MenuListLinks } from './MenuListLinks.tsx';
import { groceriesMenuQueryOptions } from './navigation.queries.ts';
import { isModifiedClick, type MegaMenuColumn, megaMenuColumns } from './navigation.view-model.ts';

const selectPlace = (snapshot: MegaMenuSnapshot) => ({
  level: snapshot.context.level,
  menuRoot: snapshot.context.menuRoot,
  history: snapshot.context.history,
  activeItem: snapshot.context.activeItem,
  banners: bannersOnShow(snapshot.context),
});

/** The focusable entries of a column, in order (its links and buttons). */
const focusablesOf = (column: Element | null | undefined) =>
  column ? Array.from(column.querySelectorAll<HTMLElement>('a[href], button')) : [];

/**
 * The Groceries mega menu (doc 3 §4 "Mega menu (large screens)"), following the disclosure-navigation pattern:
 * the Groceries button and each parent entry are buttons with aria-expanded and aria-controls, a leaf is a
 * plain link. Up and Down move between the entries of a list, Right or Enter opens a parent's list and
 * Left goes back up, Escape closes the menu and gives the focus back to the Groceries button.
 */
export function MegaMenu({ actor }: { actor: MegaMenuActor }) {
  const open = useSelector(actor, selectMegaMenuOpen);
  const place = useSelector(actor, selectPlace, shallowEqual);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const columnsRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const taxonomy = useQuery({ ...groceriesMenuQueryOptions(), enabled: open });
  const index = useMemo(() => (taxonomy.data ? menuIndexOf(taxonomy.data) : null), [taxonomy.data]);
  const columns = index ? megaMenuColumns(index, place) : [];

  // An outside click closes the menu (doc 3 §4).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) actor.send({ type: 'OUTSIDE_CLICK' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, actor]);

  // The focus follows the level: the first entry of a list just opened, or the entry that led down to the
  // list left (the machine's activeItem). Opening the menu puts it on the first department.
  const focusKey = open && columns.length > 0 ? `${place.level}:${place.menuRoot}` : null;
  const activeItemRef = useRef(place.activeItem);
  activeItemRef.current = place.activeItem;
  useEffect(() => {
    if (focusKey === null) return;
    const column = columnsRef.current?.querySelector(`[data-level="${focusKey.split(':')[0]}"]`);
    const active = activeItemRef.current;
    const target =
      (active && column?.querySelector<HTMLElement>(`[data-entry="${active}"]`)) ||
      column?.querySelector<HTMLElement>('[data-entry]') ||
      focusablesOf(column)[0];
    target?.focus();
  }, [focusKey]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, link: MenuLink) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    actor.send({ type: 'CHOOSE', link });
  };

  const openEntry = (column: MegaMenuColumn, entry: MenuEntry) => {
    // A parent of an earlier list: back up to that list first, then down into the entry's.
    for (let level = place.level; level > column.list.level; level--) actor.send({ type: 'UP' });
    actor.send({ type: 'DEEPER', item: { id: entry.id, kind: entry.kind, hasBanner: entry.hasBanner } });
  };

  const onColumnKeyDown = (event: KeyboardEvent<HTMLElement>, column: MegaMenuColumn) => {
    const items = focusablesOf(event.currentTarget);
    const at = items.indexOf(event.target as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(at + 1);
      case 'ArrowUp':
        return move(at - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(items.length - 1);
      case 'ArrowLeft':
        event.preventDefault();
        if (column.list.level > 0 && column.list.level === place.level) actor.send({ type: 'UP' });
        return;
      case 'ArrowRight': {
        const entryId = (event.target as HTMLElement).dataset.entry;
        const entry = column.list.entries.find((candidate) => candidate.id === entryId);
        event.preventDefault();
        if (entry?.kind === 'parent') openEntry(column, entry);
        return;
      }
      default:
        return;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      actor.send({ type: 'ESCAPE' });
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the menu closes it (disclosure pattern)
    <div ref={rootRef} className={styles.megaMenu} onKeyDown={onKeyDown}>
      <button
        id={GROCERIES_BUTTON_ID}
        type="button"
        className={styles.groceriesButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => actor.send({ type: open ? 'CLOSE' : 'OPEN' })}
        onPointerEnter={() => void queryClient.prefetchQuery(groceriesMenuQueryOptions())}
      >
        Groceries
        <ChevronDownIcon size={16} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open && (
          <div className={styles.panelInner}>
            <nav aria-label="Groceries" className={styles.nav}>
              {taxonomy.isPending && (
                <p className={styles.status} role="status">
                  Loading the Groceries menu…
                </p>
              )}
              {taxonomy.isError && (
                <p className={styles.status} role="alert">
                  The Groceries menu could not be loaded.{' '}
                  <a href="/ecom/shop/browse/groceries">Browse Groceries</a>
                </p>
              )}
              <div ref={columnsRef} className={styles.columns}>
                {columns.map((column) => (
                  <MenuColumn
                    key={column.list.categoryId}
                    column={column}
                    current={column.list.level === place.level}
                    idOf={(level) => `${panelId}-list-${level}`}
                    onChoose={choose}
                    onOpenEntry={openEntry}
                    onFocusEntry={(id) => actor.send({ type: 'FOCUS', item: id })}
                    onKeyDown={onColumnKeyDown}
                  />
                ))}
              </div>
            </nav>
            {place.banners.map((banner) => (
              <BannerCard
                key={banner.id}
                banner={banner}
                onFollow={(event) => {
                  if (isModifiedClick(event)) return;
                  event.preventDefault();
                  actor.send({ type: 'BANNER_CLICK', banner });
                }}
              />
            ))}
            <button type="button" className={styles.close} onClick={() => actor.send({ type: 'CLOSE' })}>
              <CloseIcon size={18} />
              Close
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

interface MenuColumnProps {
  column: MegaMenuColumn;
  current: boolean;
  idOf: (level: number) => string;
  onChoose: (event: MouseEvent<HTMLAnchorElement>, link: MenuLink) => void;
  onOpenEntry: (column: MegaMenuColumn, entry: MenuEntry) => void;
  onFocusEntry: (id: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, column: MegaMenuColumn) => void;
}

function MenuColumn({
  column,
  current,
  idOf,
  onChoose,
  onOpenEntry,
  onFocusEntry,
  onKeyDown,
}: MenuColumnProps) {
  const { list, openedEntry } = column;
  const headingId = `${idOf(list.level)}-heading`;
  return (
    <section
      id={idOf(list.level)}
      className={current ? `${styles.column} ${styles.current}` : styles.column}
      aria-labelledby={headingId}
      data-level={list.level}
      onKeyDown={(event) => onKeyDown(event, column)}
    >
      <h2 id={headingId} className={styles.heading}>
        {list.name}
      </h2>
      <MenuListLinks
        list={list}
        onChoose={onChoose}
        classNames={{ links: styles.links, link: styles.viewAll }}
      />
      <ul className={styles.entries}>
        {list.entries.map((entry) => (
          <li key={entry.id}>
            {entry.kind === 'parent' ? (
              <button
                type="button"
                className={entry.id === openedEntry ? `${styles.entry} ${styles.opened}` : styles.entry}
                data-entry={entry.id}
                aria-expanded={entry.id === openedEntry}
                aria-controls={idOf(list.level + 1)}
                onClick={() => onOpenEntry(column, entry)}
                onFocus={() => current && onFocusEntry(entry.id)}
              >
                <span>{entry.name}</span>
                <ChevronRightIcon size={16} />
              </button>
            ) : (
              <a
                href={entry.href}
                className={styles.entry}
                data-entry={entry.id}
                onClick={(event) => onChoose(event, { label: entry.name, href: entry.href })}
                onFocus={() => current && onFocusEntry(entry.id)}
              >
                {entry.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function BannerCard({
  banner,
  onFollow,
}: {
  banner: SponsorshipBanner;
  onFollow: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { textArea, image } = banner;
  return (
    <aside className={styles.banner} aria-label="Sponsored">
      <img src={image.src} alt="" width={320} height={160} className={styles.bannerImage} />
      <div className={styles.bannerText}>
        {textArea.offerHeading && <p className={styles.bannerOffer}>{textArea.offerHeading}</p>}
        <p className={styles.bannerHeading}>{textArea.heading}</p>
        {textArea.subheading && <p>{textArea.subheading}</p>}
        <a
          href={textArea.link.url}
          className={styles.bannerLink}
          onClick={onFollow}
          aria-label={`${textArea.link.text}: ${textArea.link.altText}`}
        >
          {textArea.link.text}
        </a>
        <p className={styles.sponsored}>Sponsored</p>
      </div>
    </aside>
  );
}
