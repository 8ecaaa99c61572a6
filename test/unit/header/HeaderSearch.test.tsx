import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_STORAGE_KEY } from '../../../src/domain/search-history.ts';
import { SEARCH_TERM_MAX_LENGTH } from '../../../src/domain/search-limits.ts';
import { answered, box, HISTORY, listbox, optionTexts, renderSearch } from './header-search-harness.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

/** Submits `form` as the browser would, and tells whether the browser would have sent it (and what). */
function watchSubmits(form: HTMLFormElement) {
  const sent: Record<string, FormDataEntryValue>[] = [];
  // On the window, so the page's own handlers have had their say; jsdom cannot load the page it would load.
  const onSubmit = (event: Event) => {
    if (event.target !== form) return;
    if (!event.defaultPrevented) sent.push(Object.fromEntries(new FormData(form)));
    event.preventDefault();
  };
  window.addEventListener('submit', onSubmit);
  return { sent, stop: () => window.removeEventListener('submit', onSubmit) };
}

describe('before the shop has arrived: the plain GET form', () => {
  it('is a labelled form to the results page, sending the term as searchTerm', async () => {
    await renderSearch({ shop: 'arriving' });
    const form = box().closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('action', '/ecom/shop/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveRole('search');
    expect(box()).toHaveAccessibleName('Search groceries');
    expect(box()).toHaveAttribute('name', 'searchTerm');
    expect(box()).toHaveAttribute('maxLength', String(SEARCH_TERM_MAX_LENGTH));
  });

  it('lets the browser send what is typed: Enter is a plain form submit, nothing of the machine', async () => {
    const { user, services, requests, startedWith } = await renderSearch({ shop: 'arriving' });
    const submits = watchSubmits(box().closest('form') as HTMLFormElement);
    await user.click(box());
    await user.type(box(), 'semi skimmed{Enter}');
    submits.stop();
    expect(submits.sent).toEqual([{ searchTerm: 'semi skimmed' }]);
    expect(box()).toHaveValue('semi skimmed');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(services.navigate).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
    expect(startedWith).not.toHaveBeenCalled();
    expect(localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY)).toBe(JSON.stringify(HISTORY));
  });

  it('sends the form with the search button too', async () => {
    const { user } = await renderSearch({ shop: 'arriving' });
    const submits = watchSubmits(box().closest('form') as HTMLFormElement);
    await user.type(box(), 'tea');
    await user.click(screen.getAllByRole('button', { name: 'Search' })[0] as HTMLElement);
    submits.stop();
    expect(submits.sent).toEqual([{ searchTerm: 'tea' }]);
  });
});

describe('when the shop arrives', () => {
  it('starts the box’s actor from what the box holds and its focus, and offers suggestions for it', async () => {
    const { user, requests, startedWith, arrive } = await renderSearch({ shop: 'arriving' });
    await user.type(box(), 'mil');
    expect(box()).toHaveFocus();
    await arrive();
    expect(startedWith).toHaveBeenCalledExactlyOnceWith({ term: 'mil', focused: true, submitted: false });
    expect(box()).toHaveValue('mil');
    const request = await answered(requests, 1);
    expect(request.term).toBe('mil');
    act(() => request.answer(['Milk']));
    await waitFor(() => expect(optionTexts()).toEqual(['Milk']));
  });

  it('offers the recent searches at once to an empty box that has the focus', async () => {
    const { arrive } = await renderSearch({ shop: 'arriving' });
    act(() => box().focus());
    await arrive();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(optionTexts()).toEqual(HISTORY.slice(0, 6));
  });

  it('searches through the shop once it is there: Enter no longer sends the form', async () => {
    const { user, services, arrive } = await renderSearch({ shop: 'arriving' });
    await arrive();
    const submits = watchSubmits(box().closest('form') as HTMLFormElement);
    await user.type(box(), 'semi skimmed{Enter}');
    await user.type(box(), 'tea');
    await user.click(screen.getAllByRole('button', { name: 'Search' })[0] as HTMLElement);
    submits.stop();
    expect(submits.sent).toEqual([]);
    expect(services.navigate).toHaveBeenNthCalledWith(1, '/ecom/shop/search?searchTerm=semi+skimmed');
    expect(services.navigate).toHaveBeenNthCalledWith(2, '/ecom/shop/search?searchTerm=tea');
  });

  it('stops the box’s actor when the box goes, also under StrictMode’s double start', async () => {
    const { running, startedWith, view } = await renderSearch({ strict: true });
    expect(running.size).toBe(1);
    expect(startedWith.mock.calls.length).toBeGreaterThanOrEqual(1);
    view.unmount();
    expect(running.size).toBe(0);
  });
});

describe('the header search box, an ARIA 1.2 combobox', () => {
  it('is a collapsed combobox controlling a listbox', async () => {
    await renderSearch();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(listbox()).toHaveAttribute('role', 'listbox');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('offers the 6 most recent searches when the empty box takes the focus', async () => {
    const { user } = await renderSearch();
    await user.click(box());
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(listbox()).toHaveAccessibleName('Recent searches');
    expect(optionTexts()).toEqual(HISTORY.slice(0, 6));
  });

  it('offers nothing on focus when there is no history', async () => {
    const { user } = await renderSearch({ history: null });
    await user.click(box());
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('deletes a corrupt history and offers nothing', async () => {
    const { user } = await renderSearch({ history: '{"not":"a list"}' });
    await user.click(box());
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY)).toBeNull();
  });

  it('asks for suggestions from 3 characters, once typing pauses, and marks the typed part', async () => {
    const { user, requests } = await renderSearch();
    await user.type(box(), 'mi');
    expect(requests).toHaveLength(0);
    await user.type(box(), 'l');
    const request = await answered(requests, 1);
    expect(request).toMatchObject({ term: 'mil', limit: 8 });
    act(() => request.answer(['Milk', 'Semi skimmed milk', 'Chocolate']));
    await waitFor(() => expect(optionTexts()).toEqual(['Milk', 'Semi skimmed milk', 'Chocolate']));
    expect(listbox()).toHaveAccessibleName('Suggestions');
    const marks = [...listbox().querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['Mil', 'mil']);
  });

  it('cancels a request when typing goes on, and clears the suggestions below 2 characters', async () => {
    const { user, requests } = await renderSearch();
    await user.type(box(), 'mil');
    const first = await answered(requests, 1);
    await user.type(box(), 'k');
    expect(first.signal.aborted).toBe(true);
    const second = await answered(requests, 2);
    expect(second.term).toBe('milk');
    act(() => second.answer(['Milk']));
    await waitFor(() => expect(optionTexts()).toEqual(['Milk']));
    await user.keyboard('{Backspace}{Backspace}');
    // Two characters: what is shown stays, and nothing more is asked.
    expect(optionTexts()).toEqual(['Milk']);
    await user.keyboard('{Backspace}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(requests).toHaveLength(2);
  });

  it('moves through the options with the arrow keys, round the list', async () => {
    const { user } = await renderSearch({ history: ['tea', 'milk', 'bread'] });
    await user.click(box());
    const selected = () =>
      within(listbox())
        .getAllByRole('option')
        .filter((option) => option.getAttribute('aria-selected') === 'true')
        .map((option) => option.textContent);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual(['tea']);
    const active = document.getElementById(box().getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveTextContent('tea');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toEqual(['bread']);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toEqual(['tea']);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toEqual(['bread']);
    expect(box()).toHaveFocus();
  });

  it('searches the highlighted suggestion with Enter, remembers it and empties the box', async () => {
    const { user, requests, services } = await renderSearch();
    await user.type(box(), 'choc bis');
    const request = await answered(requests, 1);
    act(() => request.answer(['Chocolate biscuits', 'Chocolate bisque']));
    await waitFor(() => expect(optionTexts()).toHaveLength(2));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(services.navigate).toHaveBeenCalledExactlyOnceWith(
      '/ecom/shop/search?searchTerm=Chocolate+biscuits',
    );
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY) ?? '[]')).toEqual([
      'Chocolate biscuits',
      ...HISTORY,
    ]);
    expect(box()).toHaveValue('');
    expect(box()).not.toHaveFocus();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches the typed term, cleaned, with Enter when nothing is highlighted', async () => {
    const { user, services } = await renderSearch();
    await user.type(box(), '  tea   <bags>!{Enter}');
    expect(services.navigate).toHaveBeenCalledExactlyOnceWith('/ecom/shop/search?searchTerm=tea+bags');
  });

  it('searches with the search button, and a chosen recent search with a click', async () => {
    const { user, services } = await renderSearch();
    await user.type(box(), "M&S-style fish 'n' chips");
    await user.click(screen.getAllByRole('button', { name: 'Search' })[0] as HTMLElement);
    expect(services.navigate).toHaveBeenLastCalledWith(
      '/ecom/shop/search?searchTerm=M%26S-style+fish+%27n%27+chips',
    );
    await user.click(box());
    await user.click(within(listbox()).getByRole('option', { name: 'bread' }));
    expect(services.navigate).toHaveBeenLastCalledWith('/ecom/shop/search?searchTerm=bread');
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY) ?? '[]').slice(0, 3)).toEqual([
      'bread',
      "M&S-style fish 'n' chips",
      'tea',
    ]);
  });

  it('does not search a term that cleans to nothing', async () => {
    const { user, services } = await renderSearch();
    await user.type(box(), '!!!{Enter}');
    await user.click(screen.getAllByRole('button', { name: 'Search' })[0] as HTMLElement);
    expect(services.navigate).not.toHaveBeenCalled();
    expect(box()).toHaveValue('!!!');
  });

  it('clears the box with Escape', async () => {
    const { user } = await renderSearch();
    await user.type(box(), 'te{Escape}');
    expect(box()).toHaveValue('');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveFocus();
  });

  it('empties the box with Clear, offering the recent searches again', async () => {
    const { user } = await renderSearch();
    await user.type(box(), 'te');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    expect(optionTexts()).toEqual(HISTORY.slice(0, 6));
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('closes the overlay after a search from it', async () => {
    const { user, services } = await renderSearch();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const overlayBox = screen.getByPlaceholderText('Search...');
    expect(overlayBox).toHaveRole('combobox');
    await user.type(overlayBox, 'apples{Enter}');
    expect(services.navigate).toHaveBeenCalledWith('/ecom/shop/search?searchTerm=apples');
    expect(screen.queryByPlaceholderText('Search...')).not.toBeInTheDocument();
  });

  it('offers the multi-search modal beside the box', async () => {
    const { user, onOpenMultiSearch } = await renderSearch();
    await user.click(screen.getByRole('button', { name: 'Multi-search' }));
    expect(onOpenMultiSearch).toHaveBeenCalledOnce();
  });
});

describe('Escape in the overlay', () => {
  it('clears the box first, then closes the overlay, also from Cancel', async () => {
    const { user } = await renderSearch({ history: null });
    const toggle = screen.getByRole('button', { name: 'Open search' });
    await user.click(toggle);
    await user.type(screen.getByPlaceholderText('Search...'), 'te');
    await user.keyboard('{Escape}');
    expect(screen.getByPlaceholderText('Search...')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByPlaceholderText('Search...')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByPlaceholderText('Search...')).not.toBeInTheDocument();
  });
});
