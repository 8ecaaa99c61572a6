import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { expect, vi } from 'vitest';
import { SEARCH_HISTORY_STORAGE_KEY } from '../../../src/domain/search-history.ts';
import { Header } from '../../../src/features/header/Header.tsx';
import { headerViewModel } from '../../../src/features/header/header.view-model.ts';
import { ShopProvider } from '../../../src/shop/door/door.tsx';
import { createSearchHistoryStore } from '../../../src/shop/door/search-history-store.ts';
import { startHeaderSearch } from '../../../src/shop/header-search/header-search.ts';
import type { HeaderSearchServices } from '../../../src/shop/header-search/header-search-services.ts';
import { arrivingShopDoor } from './arriving-shop-door.ts';

// The header with its search box, in front of a shop whose header search has services a test answers by
// hand: suggestion requests wait for `answer`, navigation is a mock.

export const HISTORY = ['tea', 'milk', 'bread', 'eggs', 'jam', 'rice', 'oats', 'flour'];

export interface Request {
  term: string;
  limit: number;
  signal: AbortSignal;
  answer: (terms: string[]) => void;
}

export interface RenderSearchOptions {
  history?: readonly string[] | string | null;
  /** Whether the shop is there when the header first renders (the default), or arrives on `arrive()`. */
  shop?: 'arrived' | 'arriving';
  strict?: boolean;
}

export async function renderSearch({
  history = HISTORY,
  shop = 'arrived',
  strict = false,
}: RenderSearchOptions = {}) {
  if (typeof history === 'string') localStorage.setItem(SEARCH_HISTORY_STORAGE_KEY, history);
  else if (history) localStorage.setItem(SEARCH_HISTORY_STORAGE_KEY, JSON.stringify(history));
  const requests: Request[] = [];
  const services: HeaderSearchServices = {
    fetchSuggestions: (term, limit, signal) =>
      new Promise((resolve) => requests.push({ term, limit, signal, answer: resolve })),
    history: createSearchHistoryStore(() => localStorage),
    navigate: vi.fn(),
  };
  // Every box's actor the shop has started and not yet stopped.
  const running = new Set<ReturnType<typeof startHeaderSearch>>();
  const startedWith = vi.fn();
  const { door, arrive } = arrivingShopDoor({
    startHeaderSearch: (start) => {
      startedWith({ term: start.term, focused: start.focused, submitted: start.submitted });
      const box = startHeaderSearch({ services, ...start });
      running.add(box);
      return {
        actor: box.actor,
        stop: () => {
          running.delete(box);
          box.stop();
        },
      };
    },
  });
  const onOpenMultiSearch = vi.fn();
  const model = headerViewModel({
    session: { isSignedIn: false, isStaffOnBehalf: false },
    trolleyCount: 0,
    hasBookedSlot: false,
    deliveryPassStatus: null,
    staticRender: false,
    pride: false,
    condensed: false,
  });
  const header = (
    <ShopProvider door={door}>
      <Header
        model={model}
        onSignOut={() => {}}
        onReturnToAdmin={() => {}}
        onOpenMultiSearch={onOpenMultiSearch}
      />
    </ShopProvider>
  );
  const view = render(strict ? <StrictMode>{header}</StrictMode> : header);
  const arrived = async () => {
    act(() => arrive());
    await boxIsTheMachines(running);
  };
  if (shop === 'arrived') await arrived();
  return {
    services,
    requests,
    onOpenMultiSearch,
    user: userEvent.setup(),
    running,
    startedWith,
    view,
    /** The shop arrives; resolves once the inline box is its header search's. */
    arrive: arrived,
    /** The shop arrives, outside React's act (as the browser has it), without waiting for the box. */
    arriveNow: arrive,
  };
}

/** The box's view of the machine loads when the shop arrives: the actor starts once it is there. */
async function boxIsTheMachines(running: ReadonlySet<unknown>) {
  await waitFor(() => expect(running.size).toBeGreaterThan(0));
}

// The inline box (the overlay's is the same component, opened by a button).
export const box = () => screen.getAllByRole('combobox', { name: 'Search groceries' })[0] as HTMLInputElement;
export const listbox = () =>
  document.getElementById(box().getAttribute('aria-controls') ?? '') as HTMLElement;
export const optionTexts = () =>
  within(listbox())
    .queryAllByRole('option')
    .map((option) => option.textContent);

export async function answered(requests: Request[], count: number) {
  await waitFor(() => expect(requests).toHaveLength(count));
  return requests[count - 1] as Request;
}
