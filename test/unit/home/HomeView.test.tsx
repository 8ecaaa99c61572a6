import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EAGER_DEPARTMENT_PICTURES,
  HomeView,
  type HomeViewProps,
} from '../../../src/features/home/HomeView.tsx';
import { SHOP_NAME } from '../../../src/ui/brand.ts';
import { category, tree } from '../api/taxonomy-fixtures.ts';
import { renderInRouter } from '../content/render-in-router.tsx';
import { entertainingTree, groceriesTree } from './home-data.ts';

function renderHome(props: Partial<HomeViewProps> = {}) {
  return renderInRouter(
    <div data-testid="content-under-test">
      <HomeView groceries={groceriesTree} entertaining={entertainingTree} {...props} />
    </div>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomeView', () => {
  it('greets the shopper under the shop’s name', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1, name: SHOP_NAME })).toBeInTheDocument();
    expect(screen.getByText(/^Welcome!/)).toBeInTheDocument();
  });

  it('shows a card for every groceries department shown in navigation, in order', async () => {
    await renderHome();
    const groceries = screen.getByRole('region', { name: 'Groceries' });
    const cards = within(groceries).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Fresh & Chilled',
      'Bakery',
    ]);
    expect(screen.queryByText('Seasonal Clearance')).not.toBeInTheDocument();
  });

  it('links each department card to its browse page', async () => {
    await renderHome();
    const fresh = screen.getByRole('article', { name: 'Fresh & Chilled' });
    expect(within(fresh).getByRole('link', { name: /^Fresh & Chilled/ })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries/fresh_chilled',
    );
  });

  it('links each category in a card, six at most, and says how many more there are', async () => {
    await renderHome();
    const fresh = screen.getByRole('article', { name: 'Fresh & Chilled' });
    expect(within(fresh).getByText('8 categories')).toBeInTheDocument();
    const categories = within(
      within(fresh).getByRole('list', { name: 'Fresh & Chilled categories' }),
    ).getAllByRole('link');
    expect(categories.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Milk', '/ecom/shop/browse/groceries/milk'],
      ['Cheese', '/ecom/shop/browse/groceries/cheese'],
      ['Yoghurts', '/ecom/shop/browse/groceries/yoghurts'],
      ['Butter & Spreads', '/ecom/shop/browse/groceries/butter_spreads'],
      ['Eggs', '/ecom/shop/browse/groceries/eggs'],
      ['Ready Meals', '/ecom/shop/browse/groceries/ready_meals'],
    ]);
    expect(within(fresh).getByRole('link', { name: /^and 2 more/ })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries/fresh_chilled',
    );
    expect(screen.queryByText('Retired aisle')).not.toBeInTheDocument();

    const bakery = screen.getByRole('article', { name: 'Bakery' });
    expect(within(bakery).getByText('1 category')).toBeInTheDocument();
    expect(within(bakery).queryByText(/more/)).not.toBeInTheDocument();
  });

  it('shows a department’s picture with its size set (lazily below the shelves); its initial without one', async () => {
    const image = { small: '/s.png', medium: '/m.png', large: '/l.png', extraLarge: '/xl.png' };
    const departments = Array.from({ length: EAGER_DEPARTMENT_PICTURES + 1 }, (_, index) =>
      category({ id: String(300 + index), name: `Department ${index}`, image }),
    );
    const withPictures = tree(groceriesTree.category, [
      ...departments,
      category({ id: '399', name: 'Unpictured' }),
    ]);
    const { container } = await renderHome({ groceries: withPictures });
    const pictures = [...container.querySelectorAll('img')];
    expect(pictures).toHaveLength(EAGER_DEPARTMENT_PICTURES + 1);
    for (const picture of pictures) {
      expect(picture).toHaveAttribute('src', '/m.png');
      expect(picture).toHaveAttribute('width');
      expect(picture).toHaveAttribute('height');
    }
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual([
      ...Array(EAGER_DEPARTMENT_PICTURES).fill('eager'),
      'lazy',
    ]);
    const unpictured = screen.getByRole('article', { name: 'Unpictured' });
    expect(within(unpictured).queryByRole('img')).not.toBeInTheDocument();
    expect(within(unpictured).getByText('U')).toBeInTheDocument();
  });

  it('shows the entertaining department with its sub-categories, each a link', async () => {
    await renderHome();
    const entertaining = screen.getByRole('region', { name: 'Entertaining' });
    const card = within(entertaining).getByRole('article', { name: 'Entertaining' });
    expect(
      within(within(card).getByRole('list'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Party Food', 'Celebration Cakes']);
  });

  it('places the campaign, the slot and trolley at a glance and the shelves it is given', async () => {
    await renderHome({
      campaign: <p>Campaign</p>,
      atAGlance: <p>At a glance</p>,
      offers: <p>Offers shelf</p>,
      newProducts: <p>New shelf</p>,
    });
    const order = ['Campaign', 'At a glance', 'Offers shelf', 'Groceries', 'New shelf'].map(
      (text) => screen.getAllByText(text)[0],
    );
    for (let index = 1; index < order.length; index += 1) {
      const before = order[index - 1];
      const after = order[index];
      expect(
        before && after && before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });
});
