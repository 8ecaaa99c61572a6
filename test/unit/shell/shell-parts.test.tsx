import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { pageLoadingMachine } from '../../../machines/page-loading.machine.ts';
import { TrafficCheckBlockPage } from '../../../src/app/errors/TrafficCheckBlockPage.tsx';
import { PinBar, PinBarProvider, Pinned } from '../../../src/app/layouts/PinBar.tsx';
import { createPinBarStore } from '../../../src/app/layouts/pin-bar.ts';
import { SiteBanner } from '../../../src/app/layouts/SiteBanner.tsx';
import { PageLoadingBar } from '../../../src/app/PageLoadingBar.tsx';
import { createQueryClient } from '../../../src/app/query-client.ts';
import { PENDING_INDICATOR_DELAY_MS } from '../../../src/domain/page-loading.ts';
import { createSessionMemoryStore } from '../../../src/shop/door/session-memory-store.ts';
import { fakeFetch, jsonAnswer } from '../api/fake-fetch.ts';
import { renderWithShop, testShop } from '../support/shop-harness.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the page loading bar (doc 1 §4: a pending indicator only when it takes long)', () => {
  it('shows once loading has taken long, and goes when the page has loaded', () => {
    vi.useFakeTimers();
    const pageLoading = createActor(pageLoadingMachine, { input: { supportedBrowser: true } }).start();
    renderWithShop(<PageLoadingBar />, testShop({ pageLoading }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(PENDING_INDICATOR_DELAY_MS - 1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    act(() => pageLoading.send({ type: 'PAGE.LOADED' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('never shows for a page that loads quickly', () => {
    vi.useFakeTimers();
    const pageLoading = createActor(pageLoadingMachine, { input: { supportedBrowser: true } }).start();
    renderWithShop(<PageLoadingBar />, testShop({ pageLoading }));
    act(() => pageLoading.send({ type: 'PAGE.LOADED' }));
    act(() => pageLoading.send({ type: 'PAGE.LOADING' }));
    act(() => vi.advanceTimersByTime(PENDING_INDICATOR_DELAY_MS - 100));
    act(() => pageLoading.send({ type: 'PAGE.LOADED' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

const BANNER_URL = `${window.location.origin}/api/content-prod/v2/fragments/site-banner?clientType=WEB_APP`;

function renderBanner(answer: () => Response) {
  const { fetch, sent } = fakeFetch(answer);
  vi.stubGlobal('fetch', fetch);
  const store = createSessionMemoryStore();
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SiteBanner store={store} />
    </QueryClientProvider>,
  );
  return { sent, store, view, queryClient };
}

const banner = {
  name: 'site-banner',
  content: {
    id: 'easter-2026',
    message: 'Order by 1 April for Easter delivery.',
    severity: 'WARNING',
    link: { text: 'Book a slot', href: '/ecom/bookslot' },
  },
};

describe('the site banner (doc 1 §2.3)', () => {
  it('shows the notice the content service has, with its link', async () => {
    const { sent } = renderBanner(() => jsonAnswer(banner));
    const notice = await screen.findByRole('region', { name: 'Site notice' });
    expect(notice).toHaveTextContent('Order by 1 April for Easter delivery.');
    expect(notice).toHaveAttribute('data-severity', 'WARNING');
    expect(within(notice).getByRole('link', { name: 'Book a slot' })).toHaveAttribute(
      'href',
      '/ecom/bookslot',
    );
    expect(sent.map((request) => request.url)).toEqual([BANNER_URL]);
  });

  it('is not there when the slot is empty today (content null), leaves no empty box, and logs nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    const { sent, view, queryClient } = renderBanner(() =>
      jsonAnswer({ name: 'site-banner', content: null }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() =>
      expect(queryClient.getQueryState(['content', 'site-banner'])?.status).toBe('success'),
    );
    expect(queryClient.getQueryData(['content', 'site-banner'])).toBeNull();
    expect(view.container).toBeEmptyDOMElement();
    expect(errors).not.toHaveBeenCalled();
  });

  it('closes for the rest of the session, until there is a new notice', async () => {
    const { store, view } = renderBanner(() => jsonAnswer(banner));
    await userEvent.click(await screen.findByRole('button', { name: 'Close notice' }));
    expect(view.container).toBeEmptyDOMElement();
    expect(store.get('dismissedSiteBanner')).toBe('easter-2026');
    view.unmount();

    renderBanner(() => jsonAnswer(banner));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region', { name: 'Site notice' })).not.toBeInTheDocument();

    renderBanner(() => jsonAnswer({ ...banner, content: { ...banner.content, id: 'summer-2026' } }));
    expect(await screen.findByRole('region', { name: 'Site notice' })).toBeInTheDocument();
  });

  it('does not render an answer that is not a banner', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { sent, view } = renderBanner(() =>
      jsonAnswer({
        ...banner,
        content: { ...banner.content, link: { text: 'x', href: 'javascript:alert(1)' } },
      }),
    );
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(view.container).toBeEmptyDOMElement();
  });
});

describe('the pin bar (doc 1 §2.3)', () => {
  function Page() {
    const [slot, setSlot] = useState(true);
    const [label, setLabel] = useState('Slot: Tuesday 9am');
    return (
      <>
        <button type="button" onClick={() => setSlot(false)}>
          Unpin slot
        </button>
        <button type="button" onClick={() => setLabel('Slot: Wednesday 10am')}>
          Change slot
        </button>
        <Pinned id="trolley">
          <p>Trolley: £12.50</p>
        </Pinned>
        {slot && (
          <Pinned id="slot">
            <p>{label}</p>
          </Pinned>
        )}
        <PinBar />
      </>
    );
  }

  it('is not there while nothing is pinned', () => {
    const { container } = render(
      <PinBarProvider store={createPinBarStore()}>
        <PinBar />
      </PinBarProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('holds what is pinned, in order, updates it in place, and lets it go', async () => {
    render(
      <PinBarProvider store={createPinBarStore()}>
        <Page />
      </PinBarProvider>,
    );
    const bar = screen.getByRole('complementary', { name: 'Pinned' });
    expect(bar).toHaveTextContent('Trolley: £12.50Slot: Tuesday 9am');
    await userEvent.click(screen.getByRole('button', { name: 'Change slot' }));
    expect(bar).toHaveTextContent('Trolley: £12.50Slot: Wednesday 10am');
    await userEvent.click(screen.getByRole('button', { name: 'Unpin slot' }));
    expect(bar).toHaveTextContent('Trolley: £12.50');
    expect(bar).not.toHaveTextContent('Slot');
  });
});

describe('the traffic check block page (doc 1 §2.2 /ecom/tra-check-block)', () => {
  it('explains the block and leads back to the shop with a full page load', () => {
    render(<TrafficCheckBlockPage />);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      "Sorry, we can't let you in just now",
    );
    expect(main).toHaveTextContent('traffic checks');
    expect(within(main).getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/ecom/');
  });
});
