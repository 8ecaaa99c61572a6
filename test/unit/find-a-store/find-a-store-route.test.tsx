import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonAnswer } from '../api/fake-fetch.ts';
import { renderApp } from '../support/shop-harness.tsx';
import { bracknell, kensington, windsor } from './branch-data.ts';

// The install banner is its own feature with its own tests; here it would only depend on the user agent.
vi.mock('../../../src/features/app-banner/AppBanner.tsx', () => ({ AppBanner: () => null }));

const BRANCHES = `${window.location.origin}/api/branches-prod/v1/branches`;
const everyBranch = {
  postcode: null,
  branches: [bracknell, kensington, windsor].map((b) => ({ ...b, distanceMiles: null })),
};
const nearRg12 = { postcode: 'RG12 1EN', branches: [bracknell, windsor] };

type Answer = (url: URL) => Response | undefined;

/** The branches service (every other call answers 404): all branches, or those near RG12 1EN. */
function branchService(answer: Answer = () => undefined) {
  return fakeFetch((request) => {
    const url = new URL(request.url);
    if (!request.url.startsWith(BRANCHES)) {
      return jsonAnswer({ message: `No answer for ${request.url}`, type: 'NOT_FOUND' }, { status: 404 });
    }
    const special = answer(url);
    if (special) return special;
    const postcode = url.searchParams.get('postcode');
    if (postcode === null) return jsonAnswer(everyBranch);
    if (postcode === 'RG12 1EN') return jsonAnswer(nearRg12);
    return jsonAnswer({ type: 'INVALID_POSTCODE', message: 'Invalid UK postcode' }, { status: 400 });
  });
}

const branchCalls = (sent: { url: string }[]) =>
  sent.map((request) => request.url).filter((url) => url.startsWith(BRANCHES));

beforeEach(() => {
  // Sunday 22 November 2026, 10am in London: Sunday hours are today's.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('find a store /ecom/find-a-store (doc 3 §2)', () => {
  it('lists every store A to Z before a postcode is searched', async () => {
    const { fetch, sent } = branchService();
    renderApp('/ecom/find-a-store', fetch);

    expect(await screen.findByRole('heading', { level: 1, name: 'Find a store' })).toBeInTheDocument();
    const results = await screen.findByRole('region', { name: 'All our stores' });
    expect(await within(results).findByText('3 stores, A to Z')).toBeInTheDocument();
    expect(
      within(results)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Bracknell', 'Kensington', 'Windsor']);
    expect(branchCalls(sent)).toEqual([BRANCHES]);
    await waitFor(() => expect(document.title).toBe('Find a store'));
  });

  it('searches by postcode: normalises it, puts it in the address and shows the nearest first', async () => {
    const { fetch, sent } = branchService();
    const { router } = renderApp('/ecom/find-a-store', fetch);
    await screen.findByText('3 stores, A to Z');

    const field = screen.getByRole('textbox', { name: 'Postcode' });
    await userEvent.type(field, 'rg121en');
    await userEvent.click(screen.getByRole('button', { name: 'Find stores' }));

    const results = await screen.findByRole('region', { name: 'Stores near RG12 1EN' });
    expect(await within(results).findByText('2 stores, nearest first')).toBeInTheDocument();
    const [first] = within(results).getAllByRole('article');
    expect(first).toHaveAccessibleName('Bracknell');
    expect(within(first as HTMLElement).getByText('0.3 miles away')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByRole('link', { name: '01632 960651' })).toHaveAttribute(
      'href',
      'tel:01632960651',
    );
    // Sunday: today's hours are the Sunday hours.
    expect(within(first as HTMLElement).getByText('Open today').parentElement).toHaveTextContent(
      'Open today 10am – 4pm',
    );
    expect(router.state.location.search).toEqual({ postcode: 'RG12 1EN' });
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('RG12 1EN');
    expect(branchCalls(sent)).toContain(`${BRANCHES}?postcode=RG12+1EN&limit=10`);
  });

  it('says "Invalid UK postcode" without searching, and keeps what was typed', async () => {
    const { fetch, sent } = branchService();
    renderApp('/ecom/find-a-store', fetch);
    await screen.findByText('3 stores, A to Z');

    const field = screen.getByRole('textbox', { name: 'Postcode' });
    await userEvent.type(field, 'RG12 1E');
    await userEvent.click(screen.getByRole('button', { name: 'Find stores' }));

    expect(screen.getByText('Invalid UK postcode')).toBeInTheDocument();
    expect(field).toHaveValue('RG12 1E');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Invalid UK postcode/);
    expect(field).toHaveFocus();
    expect(branchCalls(sent)).toEqual([BRANCHES]);

    await userEvent.type(field, 'N');
    expect(screen.queryByText('Invalid UK postcode')).not.toBeInTheDocument();
  });

  it('asks for a postcode when none is typed', async () => {
    renderApp('/ecom/find-a-store', branchService().fetch);
    await screen.findByText('3 stores, A to Z');
    await userEvent.click(screen.getByRole('button', { name: 'Find stores' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
  });

  it('shows a postcode in the address that is not one on the field, and asks nothing', async () => {
    const { fetch, sent } = branchService();
    renderApp('/ecom/find-a-store?postcode=NOTAPOSTCODE', fetch);

    expect(await screen.findByText('Invalid UK postcode')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('NOTAPOSTCODE');
    expect(screen.queryByRole('region', { name: /stores/ })).not.toBeInTheDocument();
    expect(branchCalls(sent)).toEqual([]);
  });

  it('shows the service’s invalid postcode flag on the field (doc 3 §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetch, sent } = branchService();
    renderApp('/ecom/find-a-store?postcode=QQ1%201AA', fetch);

    expect(await screen.findByText('Invalid UK postcode')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('QQ1 1AA');
    expect(screen.queryByRole('region', { name: /stores/ })).not.toBeInTheDocument();
    // A 400 is not worth trying again.
    expect(branchCalls(sent)).toEqual([`${BRANCHES}?postcode=QQ1+1AA&limit=10`]);
  });

  it('says when the stores could not be loaded, and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let down = true;
    const { fetch } = branchService(() =>
      down ? jsonAnswer({ message: 'down', type: 'INTERNAL_ERROR' }, { status: 500 }) : undefined,
    );
    renderApp('/ecom/find-a-store?postcode=RG12%201EN', fetch);

    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent("Sorry, we couldn't load our stores. Please try again.");
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('RG12 1EN');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 stores, nearest first')).toBeInTheDocument();
  }, 15_000);

  it('says it is finding stores while the search runs, with the form in place', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetch } = fakeFetch((request) =>
      request.url.startsWith(BRANCHES)
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : jsonAnswer({ message: 'none', type: 'NOT_FOUND' }, { status: 404 }),
    );
    renderApp('/ecom/find-a-store?postcode=RG12%201EN', fetch);

    expect(await screen.findByText('Finding stores near RG12 1EN…')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Stores near RG12 1EN' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('RG12 1EN');
    answer(jsonAnswer(nearRg12));
    expect(await screen.findByText('2 stores, nearest first')).toBeInTheDocument();
  });

  it('says when there are no stores to show', async () => {
    const { fetch } = branchService(() => jsonAnswer({ postcode: null, branches: [] }));
    renderApp('/ecom/find-a-store', fetch);
    expect(await screen.findByText("Sorry, we couldn't find any stores.")).toBeInTheDocument();
  });

  it('shows all stores again from a search', async () => {
    renderApp('/ecom/find-a-store?postcode=RG12%201EN', branchService().fetch);
    await screen.findByText('2 stores, nearest first');
    await userEvent.click(screen.getByRole('link', { name: 'Show all stores' }));
    expect(await screen.findByText('3 stores, A to Z')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('');
  });
});
