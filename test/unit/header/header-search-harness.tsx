import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { SEARCH_HISTORY_STORAGE_KEY } from '../../../src/domain/search-history.ts';
import { Header } from '../../../src/features/header/Header.tsx';
import { headerViewModel } from '../../../src/features/header/header.view-model.ts';
import type { HeaderSearchServices } from '../../../src/features/header/header-search-services.ts';
import { createSearchHistoryStore } from '../../../src/features/header/search-history-store.ts';

// The header with its search box, given services whose suggestion requests a test answers by hand.

export const HISTORY = ['tea', 'milk', 'bread', 'eggs', 'jam', 'rice', 'oats', 'flour'];

export interface Request {
  term: string;
  limit: number;
  signal: AbortSignal;
  answer: (terms: string[]) => void;
}

export function renderSearch({ history = HISTORY as readonly string[] | string | null } = {}) {
  if (typeof history === 'string') localStorage.setItem(SEARCH_HISTORY_STORAGE_KEY, history);
  else if (history) localStorage.setItem(SEARCH_HISTORY_STORAGE_KEY, JSON.stringify(history));
  const requests: Request[] = [];
  const services: HeaderSearchServices = {
    fetchSuggestions: (term, limit, signal) =>
      new Promise((resolve) => requests.push({ term, limit, signal, answer: resolve })),
    history: createSearchHistoryStore(() => localStorage),
    navigate: vi.fn(),
  };
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
  render(
    <Header
      model={model}
      onSignOut={() => {}}
      onReturnToAdmin={() => {}}
      searchServices={services}
      onOpenMultiSearch={onOpenMultiSearch}
    />,
  );
  return { services, requests, onOpenMultiSearch, user: userEvent.setup() };
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
