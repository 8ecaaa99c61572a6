import { category, tree } from '../api/taxonomy-fixtures.ts';

const sub = (id: string, name: string, parentId: string, hiddenInNav = false) =>
  category({ id, name, parentId, level: 3, hiddenInNav });

/** Groceries two levels deep, as GET categories/10051?depth=2 answers it. */
export const groceriesTree = tree(
  category({ id: '10051', name: 'Groceries', level: 1, parent: ['0'], parentId: '0' }),
  [
    category({ id: '300', name: 'Fresh & Chilled' }),
    category({ id: '400', name: 'Bakery' }),
    category({ id: '450', name: 'Seasonal Clearance', hiddenInNav: true }),
    sub('301', 'Milk', '300'),
    sub('302', 'Cheese', '300'),
    sub('303', 'Yoghurts', '300'),
    sub('304', 'Butter & Spreads', '300'),
    sub('305', 'Eggs', '300'),
    sub('306', 'Ready Meals', '300'),
    sub('307', 'Fresh Soup', '300'),
    sub('308', 'Desserts', '300'),
    sub('309', 'Retired aisle', '300', true),
    sub('401', 'Bread', '400'),
    sub('451', 'Clearance Snacks', '450'),
  ],
);

/** Entertaining one level deep, as GET categories/10052?depth=1 answers it. */
export const entertainingTree = tree(
  category({
    id: '10052',
    name: 'Entertaining',
    level: 1,
    parent: ['0'],
    parentId: '0',
    path: 'entertaining',
  }),
  [
    category({ id: '501', name: 'Party Food', parentId: '10052', parent: ['0', '10052'] }),
    category({ id: '502', name: 'Celebration Cakes', parentId: '10052', parent: ['0', '10052'] }),
  ],
);
