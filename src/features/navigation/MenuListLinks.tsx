import type { MouseEvent } from 'react';
import type { MenuLink, MenuList } from '../../domain/navigation-menu.ts';

export interface MenuListLinksProps {
  list: MenuList;
  onChoose: (event: MouseEvent<HTMLAnchorElement>, link: MenuLink) => void;
  /** The menu's own classes for the list and its links. */
  classNames: { links: string | undefined; link: string | undefined };
}

/** A menu list's 'View all {name}' and, where eligible, '{name} Offers' (doc 3 §4), in both menus. */
export function MenuListLinks({ list, onChoose, classNames }: MenuListLinksProps) {
  const { viewAll, offers } = list;
  return (
    <ul className={classNames.links}>
      <li>
        <a href={viewAll.href} className={classNames.link} onClick={(event) => onChoose(event, viewAll)}>
          {viewAll.label}
        </a>
      </li>
      {offers && (
        <li>
          <a href={offers.href} className={classNames.link} onClick={(event) => onChoose(event, offers)}>
            {offers.label}
          </a>
        </li>
      )}
    </ul>
  );
}
