import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonAnswer } from '../api/fake-fetch.ts';
import { renderApp } from '../support/shop-harness.tsx';
import { entertainingTree, groceriesTree } from './home-data.ts';

// The install banner is its own feature with its own tests; here it would only depend on the user agent.
vi.mock('../../../src/features/app-banner/AppBanner.tsx', () => ({ AppBanner: () => null }));

const GROCERIES_URL = `${window.location.origin}/api/taxonomy-prod/v1/categories/10051?depth=2`;
const ENTERTAINING_URL = `${window.location.origin}/api/taxonomy-prod/v1/categories/10052?depth=1`;

/** The taxonomy service, answering from the fixtures; groceries answers in turn (the last repeats). */
function taxonomyService(...groceriesAnswers: (() => Response)[]) {
  return fakeFetch((request) => {
    if (request.url === ENTERTAINING_URL) return jsonAnswer(entertainingTree);
    const answer = groceriesAnswers.length > 1 ? groceriesAnswers.shift() : groceriesAnswers[0];
    if (request.url === GROCERIES_URL && answer) return answer();
    return jsonAnswer({ message: `No answer for ${request.url}`, type: 'NOT_FOUND' }, { status: 404 });
  });
}

const ok = () => jsonAnswer(groceriesTree);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the home route /ecom/', () => {
  it('loads the departments through the call layer and shows them', async () => {
    const { fetch, sent } = taxonomyService(ok);
    renderApp('/ecom/', fetch);

    const groceries = await screen.findByRole('region', { name: 'Groceries' });
    expect(within(groceries).getByRole('heading', { name: 'Fresh & Chilled' })).toBeInTheDocument();
    expect(within(groceries).getByText('Cheese')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Entertaining' })).toBeInTheDocument();
    const taxonomyCalls = sent.map((request) => request.url).filter((url) => url.includes('/api/taxonomy-'));
    expect(taxonomyCalls.sort()).toEqual([GROCERIES_URL, ENTERTAINING_URL]);
    // The title comes from src/domain/page-titles.ts through the root route: the home page has none of
    // its own, so the shop's name.
    await waitFor(() => expect(document.title).toBe('Waitrose'));
  });

  it('has the shell: skip link, header with the way home, main and footer', async () => {
    renderApp('/ecom/', taxonomyService(ok).fetch);
    await screen.findByRole('region', { name: 'Groceries' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /home$/ })).toHaveAttribute(
      'href',
      '/ecom/',
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('says when the departments could not be loaded, and tries again on request', async () => {
    // The router reports a failed loader on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const notFound = () =>
      jsonAnswer({ message: 'Category 10051 not found', type: 'NOT_FOUND' }, { status: 404 });
    renderApp('/ecom/', taxonomyService(notFound, ok).fetch);

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Sorry, something has gone wrong...' }),
    ).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Fresh & Chilled' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a path that is not a route', () => {
  it('shows Page not found with a link home', async () => {
    renderApp('/ecom/no-such-page', taxonomyService(ok).fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/ecom/');
  });
});
