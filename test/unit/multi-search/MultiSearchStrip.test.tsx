import type { AnyRouter } from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MULTI_SEARCH_STORAGE_KEY } from '../../../src/domain/multi-search.ts';
import { MultiSearchDialog } from '../../../src/features/multi-search/MultiSearchDialog.tsx';
import { MultiSearchStrip } from '../../../src/features/multi-search/MultiSearchStrip.tsx';
import { useStoredMultiSearchList } from '../../../src/features/multi-search/use-stored-multi-search-list.ts';
import { ShopProvider } from '../../../src/shop/door/door.tsx';
import { multiSearchListStore } from '../../../src/shop/door/multi-search-list.ts';
import { startMultiSearch } from '../../../src/shop/multi-search.ts';
import { arrivingShopDoor } from '../header/arriving-shop-door.ts';
import { renderWithRouter } from './render-with-router.tsx';

/** The multi-search page as the other route uses the strip: the stored list, the term in the address. */
function StripOnPage({ activeTerm }: { activeTerm: string }) {
  const terms = useStoredMultiSearchList();
  return <MultiSearchStrip terms={terms} activeTerm={activeTerm} />;
}

const running: { stop(): void }[] = [];
afterEach(() => {
  for (const multiSearch of running.splice(0)) multiSearch.stop();
});

/** `page` in front of a shop that has arrived, its multi-search modal mounted as the app root mounts it. */
async function renderInShop(page: ReactNode) {
  let router: AnyRouter | undefined;
  const multiSearch = startMultiSearch({ navigate: (path) => void router?.navigate({ href: path }) });
  running.push(multiSearch);
  const { door, arrive } = arrivingShopDoor({ multiSearch });
  arrive();
  const rendered = await renderWithRouter(
    <ShopProvider door={door}>
      {page}
      <MultiSearchDialog />
    </ShopProvider>,
  );
  router = rendered.router;
  return rendered;
}

const strip = () => screen.getByRole('navigation', { name: 'Multi-search list' });

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the multi-search strip', () => {
  it('links every term to its results, the shown one marked as the current page', async () => {
    localStorage.setItem(MULTI_SEARCH_STORAGE_KEY, JSON.stringify(['milk', 'free range eggs', 'bread']));
    await renderInShop(<StripOnPage activeTerm="Free range eggs" />);
    const links = within(strip()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['milk', '/ecom/shop/multi-search?value=milk'],
      ['free range eggs', '/ecom/shop/multi-search?value=free+range+eggs'],
      ['bread', '/ecom/shop/multi-search?value=bread'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
  });

  it('goes to a term in place, through the router', async () => {
    localStorage.setItem(MULTI_SEARCH_STORAGE_KEY, JSON.stringify(['milk', 'bread']));
    const { user, location } = await renderInShop(<StripOnPage activeTerm="milk" />);
    await user.click(within(strip()).getByRole('link', { name: 'bread' }));
    await waitFor(() => expect(location()).toBe('/ecom/shop/multi-search?value=bread'));
  });

  it("opens the modal with the list from 'Edit list', and shows the list saved from it", async () => {
    localStorage.setItem(MULTI_SEARCH_STORAGE_KEY, JSON.stringify(['milk', 'bread']));
    const { user, location } = await renderInShop(<StripOnPage activeTerm="milk" />);
    await user.click(within(strip()).getByRole('button', { name: 'Edit list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Multi-search' });
    const text = within(dialog).getByRole('textbox');
    expect(text).toHaveValue('milk\nbread');
    await user.clear(text);
    await user.type(text, 'tea, jam');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(
      within(strip())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['tea', 'jam']);
    await waitFor(() => expect(location()).toBe('/ecom/shop/multi-search?value=tea'));
  });

  it('follows the stored list as it changes, and shows nothing for a list that is not all strings', async () => {
    localStorage.setItem(MULTI_SEARCH_STORAGE_KEY, JSON.stringify(['milk', 3]));
    await renderInShop(<StripOnPage activeTerm="milk" />);
    expect(within(strip()).queryAllByRole('link')).toEqual([]);
    act(() => multiSearchListStore.save(['apples', 'pears']));
    expect(
      within(strip())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['apples', 'pears']);
  });
});
