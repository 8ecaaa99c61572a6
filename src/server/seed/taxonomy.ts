import type { categories } from '../db/schema.ts';
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

  rows.push({ id: ROOT_ID, name: 'Shop', path: '', level: 0, parentId: null, ancestorIds: [], position: 0 });

  SHOPS.forEach((shop, shopPosition) => {
    const shopPath = pathSegment(shop.name);
    rows.push({
      id: shop.id,
      name: shop.name,
      path: shopPath,
      level: 1,
      parentId: ROOT_ID,
      ancestorIds: [ROOT_ID],
      position: shopPosition,
      iconName: shop.id === 10051 ? 'bag' : 'gift',
      pageTitle: shop.name,
    });
    shop.departments.forEach((department, departmentPosition) => {
      const departmentPath = `${shopPath}/${pathSegment(department.name)}`;
      const departmentRow: CategoryRow = {
        id: idFor(departmentPath),
        name: department.name,
        shortName: department.shortName ?? null,
        path: departmentPath,
        level: 2,
        parentId: shop.id,
        ancestorIds: [ROOT_ID, shop.id],
        position: departmentPosition,
        hiddenInNav: department.hiddenInNav ?? false,
        iconName: department.iconName,
        pageTitle: department.name,
      };
      rows.push(departmentRow);
      const aisleRows: CategoryRow[] = [];
      department.aisles.forEach((aisle, aislePosition) => {
        const aislePath = `${departmentPath}/${pathSegment(aisle.name)}`;
        const aisleRow: CategoryRow = {
          id: idFor(aislePath),
          name: aisle.name,
          path: aislePath,
          level: 3,
          parentId: departmentRow.id,
          ancestorIds: [ROOT_ID, shop.id, departmentRow.id],
          position: aislePosition,
          hiddenInNav: aisle.hiddenInNav ?? false,
          pageTitle: aisle.name,
        };
        rows.push(aisleRow);
        aisleRows.push(aisleRow);
        aisle.leaves.forEach((spec, leafPosition) => {
          const leafPath = `${aislePath}/${pathSegment(spec.name)}`;
          const row: CategoryRow = {
            id: idFor(leafPath),
            name: spec.name,
            path: leafPath,
            level: 4,
            parentId: aisleRow.id,
            ancestorIds: [ROOT_ID, shop.id, departmentRow.id, aisleRow.id],
            position: leafPosition,
            hiddenInNav: spec.hiddenInNav ?? false,
            emptyOfProducts: spec.emptyOfProducts ?? false,
            pageTitle: spec.name,
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
