import type { MegaMenuContext } from '../../../machines/mega-menu.machine.ts';
import {
  BURGER_MAX_LEVEL,
  MEGA_MENU_MAX_LENGTH,
  type MenuIndex,
  type MenuList,
  menuListOf,
} from '../../domain/navigation-menu.ts';

/** One list of the mega menu on show, and which of its entries opened the next list. */
export interface MegaMenuColumn {
  list: MenuList;
  /** The entry whose list is on show to its right (aria-expanded true), if any. */
  openedEntry: string | null;
}

/**
 * The mega menu's columns: the top list, then each list opened from it, the last one the current level's
 * (doc 3 §3 "Mega menu state": history holds the lists before `menuRoot`).
 */
export function megaMenuColumns(
  index: MenuIndex,
  context: Pick<MegaMenuContext, 'history' | 'menuRoot' | 'level'>,
): MegaMenuColumn[] {
  const roots = [...context.history.map((entry) => entry.menuRoot), context.menuRoot];
  return roots.flatMap((root, level) => {
    const list = menuListOf(index, root, level, MEGA_MENU_MAX_LENGTH);
    if (!list) return [];
    return [{ list, openedEntry: context.history[level]?.activeItem ?? null }];
  });
}

/** The burger menu's list at `level` (1 to 3) of the categories in `trail`, or null at its top. */
export function burgerMenuList(index: MenuIndex, trail: readonly string[], level: number): MenuList | null {
  const root = trail[level - 1];
  if (level === 0 || root === undefined) return null;
  return menuListOf(index, root, level, BURGER_MAX_LEVEL + 1);
}

/** A click the page should leave to the browser (a new tab, a download): not the menu's to handle. */
export function isModifiedClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
