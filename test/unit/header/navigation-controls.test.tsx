import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CategoryTree, TaxonomyCategory } from '../../../src/contract/taxonomy.ts';
import { BurgerControl, GroceriesControl } from '../../../src/features/navigation/NavigationControls.tsx';
import { groceriesMenuQueryOptions } from '../../../src/features/navigation/navigation.queries.ts';
import { startMenus } from '../../../src/shop/menus.ts';
import { createTestSession, renderWithShop, testShop } from '../support/shop-harness.tsx';

const category = (id: string, name: string, path: string, categoryIds: string[] = []): TaxonomyCategory => ({
  id,
  name,
  shortName: null,
  path,
  url: `/ecom/shop/browse/${path}`,
  level: path.split('/').length,
  parent: [],
  parentId: null,
  categoryIds,
  hasDescendants: categoryIds.length > 0,
  hiddenInNav: false,
  emptyOfProducts: false,
  iconName: null,
  offer: false,
  banner: null,
  pageTitle: name,
  image: null,
});

// Groceries > Bakery (with offers) > Bread > White Bread: four levels down from the shop.
const TREE: CategoryTree = {
  category: category('10051', 'Groceries', 'groceries', ['2', '5']),
  descendants: [
    { ...category('2', 'Bakery', 'groceries/bakery', ['3']), offer: true },
    category('5', 'Frozen', 'groceries/frozen'),
    category('3', 'Bread', 'groceries/bakery/bread', ['4']),
    category('4', 'White Bread', 'groceries/bakery/bread/white_bread'),
  ],
};

function renderMenus() {
  const navigate = vi.fn();
  const pushEvent = vi.fn();
  const menus = startMenus({ session: createTestSession(), navigate, view: window, pushEvent });
  const shop = testShop({ menus });
  const { queryClient } = renderWithShop(
    <>
      <BurgerControl
        mainLinks={[{ id: 'offers', label: 'Offers', href: '/ecom/shop/browse/offers' }]}
        moreLinks={[]}
      />
      <GroceriesControl />
    </>,
    shop,
  );
  queryClient.setQueryData(groceriesMenuQueryOptions().queryKey, TREE);
  return { navigate, pushEvent, menus, user: userEvent.setup() };
}

describe('before the shop has arrived', () => {
  it('Groceries is a plain link to the groceries browse page, and the burger is not there yet', () => {
    render(
      <>
        <BurgerControl mainLinks={[]} moreLinks={[]} />
        <GroceriesControl />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Groceries' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the Groceries mega menu, once the shop is there', () => {
  it('is a disclosure: the button opens the lists, arrows go down to a category, Enter goes to its page', async () => {
    const { navigate, pushEvent, user } = renderMenus();
    const button = await screen.findByRole('button', { name: 'Groceries' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Groceries' });
    const groceries = within(menu).getByRole('region', { name: 'Groceries' });
    expect(within(groceries).getByRole('link', { name: 'View all Groceries' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries',
    );
    // Frozen has no list below it: a link. Bakery opens one: a button.
    expect(within(groceries).getByRole('link', { name: 'Frozen' })).toBeInTheDocument();
    const bakery = within(groceries).getByRole('button', { name: 'Bakery' });
    await waitFor(() => expect(bakery).toHaveFocus());

    await user.keyboard('{ArrowRight}');
    expect(bakery).toHaveAttribute('aria-expanded', 'true');
    const bakeryList = within(menu).getByRole('region', { name: 'Bakery' });
    expect(bakery).toHaveAttribute('aria-controls', bakeryList.id);
    expect(within(bakeryList).getByRole('link', { name: 'Bakery Offers' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/offers/groceries_offers/bakery_offers',
    );
    await waitFor(() => expect(within(bakeryList).getByRole('button', { name: 'Bread' })).toHaveFocus());

    await user.keyboard('{ArrowRight}');
    const whiteBread = within(within(menu).getByRole('region', { name: 'Bread' })).getByRole('link', {
      name: 'White Bread',
    });
    await waitFor(() => expect(whiteBread).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/ecom/shop/browse/groceries/bakery/bread/white_bread');
    expect(pushEvent).toHaveBeenCalledWith({
      event: 'click_megamenu',
      menu: 'mega-menu',
      level: 2,
      label: 'White Bread',
      path: '/ecom/shop/browse/groceries/bakery/bread/white_bread',
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Groceries' })).not.toBeInTheDocument();
  });

  it('Left goes up a level to the entry that led down; Escape closes it and gives the focus back', async () => {
    const { user } = renderMenus();
    const button = await screen.findByRole('button', { name: 'Groceries' });
    await user.click(button);
    const bakery = await screen.findByRole('button', { name: 'Bakery' });
    await waitFor(() => expect(bakery).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bread' })).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByRole('region', { name: 'Bakery' })).not.toBeInTheDocument();
    await waitFor(() => expect(bakery).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Frozen' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('the burger menu, once the shop is there', () => {
  // jsdom has the dialog element without its modal methods.
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
    };
  });

  it("goes down a level per department and back with 'Back up a level'", async () => {
    const { user, menus } = renderMenus();
    const burger = await screen.findByRole('button', { name: 'Menu' });
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(menus.burgerMenu.getSnapshot().matches('shown')).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');

    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(dialog).getByRole('button', { name: 'Groceries' }));
    await user.click(within(dialog).getByRole('button', { name: 'Bakery' }));
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Bakery' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Back up a level' }));
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Groceries' })).toBeInTheDocument();
    expect(menus.burgerMenu.getSnapshot().context.level).toBe(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(menus.burgerMenu.getSnapshot().matches('shown')).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });
});
