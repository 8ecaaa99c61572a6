import type { CategoryTree, TaxonomyCategory } from '../../api/taxonomy.ts';

/** A category's picture (the taxonomy's `image`), or null when it has none. */
export type CategoryImage = TaxonomyCategory['image'];

export interface DepartmentCategory {
  id: string;
  name: string;
  /** Its browse page: `/ecom/shop/browse/{path}`. */
  url: string;
}

export interface Department extends DepartmentCategory {
  image: CategoryImage;
  /** The department's own sub-categories shown in navigation, in the shop's order. */
  subCategories: readonly DepartmentCategory[];
}

/** The departments directly below a tree's category, leaving out those hidden in navigation. */
export function departmentsOf(tree: CategoryTree): Department[] {
  return shownChildrenOf(tree.category.id, tree.descendants).map((child) => toDepartment(child, tree));
}

/** A tree's category itself as a department. */
export function departmentOf(tree: CategoryTree): Department {
  return toDepartment(tree.category, tree);
}

function toDepartment(category: TaxonomyCategory, tree: CategoryTree): Department {
  return {
    id: category.id,
    name: category.name,
    url: category.url,
    image: category.image,
    subCategories: shownChildrenOf(category.id, tree.descendants).map(({ id, name, url }) => ({
      id,
      name,
      url,
    })),
  };
}

function shownChildrenOf(parentId: string, categories: readonly TaxonomyCategory[]): TaxonomyCategory[] {
  return categories.filter((category) => category.parentId === parentId && !category.hiddenInNav);
}
