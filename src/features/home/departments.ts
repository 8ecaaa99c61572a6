import type { CategoryTree, TaxonomyCategory } from '../../api/taxonomy.ts';

export interface Department {
  id: string;
  name: string;
  /** The department's own sub-categories shown in navigation, in the shop's order. */
  subCategories: readonly { id: string; name: string }[];
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
    subCategories: shownChildrenOf(category.id, tree.descendants).map(({ id, name }) => ({ id, name })),
  };
}

function shownChildrenOf(parentId: string, categories: readonly TaxonomyCategory[]): TaxonomyCategory[] {
  return categories.filter((category) => category.parentId === parentId && !category.hiddenInNav);
}
