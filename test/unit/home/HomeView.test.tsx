import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeView } from '../../../src/features/home/HomeView.tsx';
import { SHOP_NAME } from '../../../src/ui/brand.ts';
import { entertainingTree, groceriesTree } from './home-data.ts';

function renderHome() {
  return render(<HomeView groceries={groceriesTree} entertaining={entertainingTree} />);
}

describe('HomeView', () => {
  it('greets the shopper under the shop’s name', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: SHOP_NAME })).toBeInTheDocument();
    expect(screen.getByText(/^Welcome!/)).toBeInTheDocument();
  });

  it('shows a card for every groceries department shown in navigation, in order', () => {
    renderHome();
    const groceries = screen.getByRole('region', { name: 'Groceries' });
    const cards = within(groceries).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Fresh & Chilled',
      'Bakery',
    ]);
    expect(screen.queryByText('Seasonal Clearance')).not.toBeInTheDocument();
  });

  it('lists each department’s sub-categories, six at most, and says how many more there are', () => {
    renderHome();
    const fresh = screen.getByRole('article', { name: 'Fresh & Chilled' });
    expect(within(fresh).getByText('8 categories')).toBeInTheDocument();
    const names = within(fresh)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Milk', 'Cheese', 'Yoghurts', 'Butter & Spreads', 'Eggs', 'Ready Meals']);
    expect(within(fresh).getByText('and 2 more')).toBeInTheDocument();
    expect(screen.queryByText('Retired aisle')).not.toBeInTheDocument();

    const bakery = screen.getByRole('article', { name: 'Bakery' });
    expect(within(bakery).getByText('1 category')).toBeInTheDocument();
    expect(within(bakery).queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('shows the entertaining department with its sub-categories', () => {
    renderHome();
    const entertaining = screen.getByRole('region', { name: 'Entertaining' });
    const card = within(entertaining).getByRole('article', { name: 'Entertaining' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Party Food', 'Celebration Cakes']);
  });

  it('links nowhere yet: browse pages do not exist', () => {
    renderHome();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
