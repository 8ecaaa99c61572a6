import type { categories } from '../db/schema.ts';
import { SPONSORSHIP_BANNER_BY_PATH } from './data/sponsorship-banners.ts';
import { SHOPS } from './data/taxonomy/index.ts';
import { hashString } from './random.ts';
import type { DepartmentSpec, LeafSpec } from './vocabulary.ts';

export type CategoryRow = typeof categories.$inferInsert & { id: number; path: string; level: number };

/** A leaf category with the vocabulary its products are made from. */
export interface LeafCategory {
  row: CategoryRow;
  spec: LeafSpec;
  department: DepartmentSpec;
  /** 10051 or 10052. */
  shopId: number;
  hue: number;
}

export interface Taxonomy {
  /** Every category, parents before children, siblings in menu order. */
  rows: CategoryRow[];
  leaves: LeafCategory[];
}

export const ROOT_ID = 0;
export const TAXONOMY_DEPTH = 4;

/** A path segment: lower-cased name, '&' as 'and', words joined by '_' (doc 3 §2 browse paths). */
export function pathSegment(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * Builds the category tree from the vocabulary. Ids come from a hash of the path, so adding a category
 * leaves every other id unchanged; a collision moves to the next free id.
 */
export function buildTaxonomy(): Taxonomy {
  const rows: CategoryRow[] = [];
  const leaves: LeafCategory[] = [];
  const usedIds = new Set<number>([ROOT_ID, ...SHOPS.map((shop) => shop.id)]);
  const idFor = (path: string) => {
    let id = 100000 + (hashString(path) % 900000);
    while (usedIds.has(id)) id = id === 999999 ? 100000 : id + 1;
    usedIds.add(id);
    return id;
  };

  /** A department, aisle or leaf under `parent`: its path, id and place in the tree. */
  const childRow = (
    parent: CategoryRow,
    { name, hiddenInNav }: { name: string; hiddenInNav?: boolean },
    position: number,
  ): CategoryRow => {
    const path = `${parent.path}/${pathSegment(name)}`;
    return {
      id: idFor(path),
      name,
      path,
      level: parent.level + 1,
      parentId: parent.id,
      ancestorIds: [...(parent.ancestorIds ?? []), parent.id],
      position,
      hiddenInNav: hiddenInNav ?? false,
      pageTitle: name,
    };
  };

  rows.push({ id: ROOT_ID, name: 'Shop', path: '', level: 0, parentId: null, ancestorIds: [], position: 0 });

  SHOPS.forEach((shop, shopPosition) => {
    const shopRow: CategoryRow = {
      id: shop.id,
      name: shop.name,
      path: pathSegment(shop.name),
      level: 1,
      parentId: ROOT_ID,
      ancestorIds: [ROOT_ID],
      position: shopPosition,
      iconName: shop.id === 10051 ? 'bag' : 'gift',
      pageTitle: shop.name,
    };
    rows.push(shopRow);
    shop.departments.forEach((department, departmentPosition) => {
      const departmentRow: CategoryRow = {
        ...childRow(shopRow, department, departmentPosition),
        shortName: department.shortName ?? null,
        iconName: department.iconName,
      };
      // A few departments carry a sponsorship banner (the mega menu's, doc 3 §3).
      departmentRow.banner = SPONSORSHIP_BANNER_BY_PATH.get(departmentRow.path)?.id ?? null;
      rows.push(departmentRow);
      const aisleRows: CategoryRow[] = [];
      department.aisles.forEach((aisle, aislePosition) => {
        const aisleRow = childRow(departmentRow, aisle, aislePosition);
        rows.push(aisleRow);
        aisleRows.push(aisleRow);
        aisle.leaves.forEach((spec, leafPosition) => {
          const row: CategoryRow = {
            ...childRow(aisleRow, spec, leafPosition),
            emptyOfProducts: spec.emptyOfProducts ?? false,
          };
          rows.push(row);
          leaves.push({ row, spec, department, shopId: shop.id, hue: spec.profile.hue ?? department.hue });
        });
        aisleRow.emptyOfProducts = aisle.leaves.every((spec) => spec.emptyOfProducts);
      });
      departmentRow.emptyOfProducts = aisleRows.every((row) => row.emptyOfProducts);
    });
  });
  return { rows, leaves };
}
