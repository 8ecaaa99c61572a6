import { describe, expect, it } from 'vitest';
import { departmentOf, departmentsOf } from '../../../src/features/home/departments.ts';
import { category, tree } from '../api/taxonomy-fixtures.ts';

const groceries = category({ id: '10051', name: 'Groceries', level: 1, parent: ['0'], parentId: '0' });
/** A category as a department lists it: id, name and its browse page (the fixture's url). */
const ref = (id: string, name: string) => ({ id, name, url: category({ id, name }).url });
const child = (id: string, name: string, parentId: string, hiddenInNav = false) =>
  category({ id, name, parentId, hiddenInNav, level: parentId === '10051' ? 2 : 3 });

describe('departmentsOf', () => {
  it('lists the departments below groceries in the shop’s order, each with its own sub-categories', () => {
    const answer = tree(groceries, [
      child('300', 'Fresh & Chilled', '10051'),
      child('400', 'Bakery', '10051'),
      child('301', 'Milk', '300'),
      child('302', 'Cheese', '300'),
      child('401', 'Bread', '400'),
    ]);
    expect(departmentsOf(answer)).toEqual([
      {
        ...ref('300', 'Fresh & Chilled'),
        image: null,
        subCategories: [ref('301', 'Milk'), ref('302', 'Cheese')],
      },
      { ...ref('400', 'Bakery'), image: null, subCategories: [ref('401', 'Bread')] },
    ]);
  });

  it.each([
    [
      'a department hidden in navigation',
      [child('300', 'Hidden', '10051', true), child('301', 'Milk', '300')],
      [],
    ],
    [
      'a sub-category hidden in navigation',
      [child('300', 'Dairy', '10051'), child('301', 'Old aisle', '300', true)],
      [{ ...ref('300', 'Dairy'), image: null, subCategories: [] }],
    ],
  ])('leaves out %s', (_case, descendants, expected) => {
    expect(departmentsOf(tree(groceries, descendants))).toEqual(expected);
  });

  it('is empty when groceries has no departments', () => {
    expect(departmentsOf(tree(groceries))).toEqual([]);
  });
});

describe('departmentOf', () => {
  it('makes the tree’s own category a department with its sub-categories', () => {
    const entertaining = category({ id: '10052', name: 'Entertaining', level: 1, parentId: '0' });
    expect(
      departmentOf(tree(entertaining, [child('500', 'Party Food', '10052'), child('501', 'Cakes', '10052')])),
    ).toEqual({
      ...ref('10052', 'Entertaining'),
      image: null,
      subCategories: [ref('500', 'Party Food'), ref('501', 'Cakes')],
    });
  });
});

describe('a department’s picture', () => {
  it('is the taxonomy’s image, or null while the category has none', () => {
    const image = { small: '/s.png', medium: '/m.png', large: '/l.png', extraLarge: '/xl.png' };
    const answer = tree(groceries, [
      category({ id: '300', name: 'Dairy', image }),
      category({ id: '400', name: 'Bakery' }),
    ]);
    expect(departmentsOf(answer).map((department) => department.image)).toEqual([image, null]);
  });
});
