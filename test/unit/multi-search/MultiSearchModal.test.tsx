import type { AnyRouter } from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MULTI_SEARCH_ANALYTICS, MULTI_SEARCH_STORAGE_KEY } from '../../../src/domain/multi-search.ts';
import { MultiSearchDialog } from '../../../src/features/multi-search/MultiSearchDialog.tsx';
import { useOpenMultiSearch } from '../../../src/features/multi-search/use-open-multi-search.ts';
import { ShopProvider } from '../../../src/shop/door/door.tsx';
import { createMultiSearchListStore } from '../../../src/shop/door/multi-search-list.ts';
import { startMultiSearch } from '../../../src/shop/multi-search.ts';
import { arrivingShopDoor } from '../header/arriving-shop-door.ts';
import { renderWithRouter } from './render-with-router.tsx';

function OpenButton() {
  const open = useOpenMultiSearch();
  return (
    <button type="button" onClick={open}>
      Multi-search
    </button>
  );
}

const running: { stop(): void }[] = [];
afterEach(() => {
  for (const multiSearch of running.splice(0)) multiSearch.stop();
});

/**
 * The header's button and the app root's dialog, in front of a shop whose multi-search actor has a test's
 * storage and data layer and navigates through the page's router.
 */
async function renderModal({ shop = 'arrived' }: { shop?: 'arrived' | 'arriving' } = {}) {
  const pushEvent = vi.fn();
  const store = createMultiSearchListStore(() => localStorage);
  let router: AnyRouter | undefined;
  const multiSearch = startMultiSearch({
    store,
    pushEvent,
    navigate: (path) => void router?.navigate({ href: path }),
  });
  running.push(multiSearch);
  const { door, arrive } = arrivingShopDoor({ multiSearch });
  if (shop === 'arrived') arrive();
  const rendered = await renderWithRouter(
    <ShopProvider door={door}>
      <OpenButton />
      <MultiSearchDialog />
    </ShopProvider>,
  );
  router = rendered.router;
  const open = async () => {
    await rendered.user.click(screen.getByRole('button', { name: 'Multi-search' }));
    // The modal's view loads the first time it opens.
    return screen.findByRole('dialog', { name: 'Multi-search' });
  };
  return { ...rendered, pushEvent, open, multiSearch, arrive: () => act(() => arrive()) };
}

const textBox = () => screen.getByRole('textbox', { name: 'Your shopping list' }) as HTMLTextAreaElement;
const button = (name: string) => screen.getByRole('button', { name });
const stored = () => JSON.parse(localStorage.getItem(MULTI_SEARCH_STORAGE_KEY) ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the app root’s multi-search dialog', () => {
  it('shows nothing until the shop’s actor opens the modal, and goes when it closes', async () => {
    const { multiSearch } = await renderModal();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => multiSearch.open());
    expect(await screen.findByRole('dialog', { name: 'Multi-search' })).toBeInTheDocument();
    act(() => multiSearch.actor.send({ type: 'CLOSE' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from a press made before the shop arrived, once it arrives', async () => {
    const { user, pushEvent, arrive } = await renderModal({ shop: 'arriving' });
    await user.click(screen.getByRole('button', { name: 'Multi-search' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pushEvent).not.toHaveBeenCalled();
    arrive();
    expect(await screen.findByRole('dialog', { name: 'Multi-search' })).toBeInTheDocument();
    expect(pushEvent).toHaveBeenCalledExactlyOnceWith(MULTI_SEARCH_ANALYTICS.opened);
  });
});

describe('the multi-search modal (doc 3 §4, §5)', () => {
  it('opens and closes with analytics events', async () => {
    const { open, pushEvent, user } = await renderModal();
    await open();
    expect(pushEvent).toHaveBeenCalledExactlyOnceWith(MULTI_SEARCH_ANALYTICS.opened);
    await user.click(button('Close'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pushEvent).toHaveBeenLastCalledWith(MULTI_SEARCH_ANALYTICS.closed);
    expect(pushEvent).toHaveBeenCalledTimes(2);
    expect(button('Multi-search')).toHaveFocus();
  });

  it("disables 'Search' and 'Clear list' while the text holds no items", async () => {
    const { open, user } = await renderModal();
    await open();
    expect(textBox()).toHaveValue('');
    expect(button('Search')).toBeDisabled();
    expect(button('Clear list')).toBeDisabled();
    await user.type(textBox(), ' , ;');
    expect(button('Search')).toBeDisabled();
    await user.type(textBox(), 'milk');
    expect(button('Search')).toBeEnabled();
    expect(button('Clear list')).toBeEnabled();
  });

  it("says 'Item limit reached' beyond 100 items, and searches the first 100", async () => {
    const { open, user, location } = await renderModal();
    await open();
    const list = Array.from({ length: 120 }, (_, index) => `item ${index + 1}`).join('\n');
    textBox().focus();
    await user.paste(list);
    expect(screen.getByRole('status')).toHaveTextContent('Item limit reached');
    expect(textBox()).toHaveAccessibleDescription(/Item limit reached/);
    await user.click(button('Search'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored()).toHaveLength(100);
    expect(stored()[99]).toBe('item 100');
    await waitFor(() => expect(location()).toBe('/ecom/shop/multi-search?value=item+1'));
  });

  it('shows no limit message within the limit', async () => {
    const { open, user } = await renderModal();
    await open();
    await user.type(textBox(), 'milk, bread');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('saves the list and goes to the first item', async () => {
    const { open, user, location } = await renderModal();
    await open();
    await user.type(textBox(), ' free range eggs ; milk_bread{Enter}butter');
    await user.click(button('Search'));
    expect(stored()).toEqual(['free range eggs', 'milk', 'bread', 'butter']);
    await waitFor(() => expect(location()).toBe('/ecom/shop/multi-search?value=free+range+eggs'));
  });

  it('opens with the stored list, one item per line', async () => {
    localStorage.setItem(MULTI_SEARCH_STORAGE_KEY, JSON.stringify(['milk', 'bread']));
    const { open } = await renderModal();
    await open();
    expect(textBox()).toHaveValue('milk\nbread');
    expect(button('Search')).toBeEnabled();
  });

  it('ignores a stored list that is not all strings', async () => {
    localStorage.setItem(MULTI_SEARCH_STORAGE_KEY, JSON.stringify(['milk', 3]));
    const { open } = await renderModal();
    await open();
    expect(textBox()).toHaveValue('');
  });

  it("empties the text and the stored list with 'Clear list'", async () => {
    localStorage.setItem(MULTI_SEARCH_STORAGE_KEY, JSON.stringify(['milk', 'bread']));
    const { open, user } = await renderModal();
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Clear list' }));
    expect(textBox()).toHaveValue('');
    expect(textBox()).toHaveFocus();
    expect(localStorage.getItem(MULTI_SEARCH_STORAGE_KEY)).toBeNull();
    expect(button('Search')).toBeDisabled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
