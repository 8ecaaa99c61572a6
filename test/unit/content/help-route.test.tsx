import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOOTER_CONTENT } from '../../../src/server/seed/data/footer.ts';
import { HELP_CONTENT } from '../../../src/server/seed/data/help/index.ts';
import { fakeFetch, jsonAnswer } from '../api/fake-fetch.ts';
import { renderApp } from '../support/shop-harness.tsx';

// The install banner is its own feature with its own tests; here it would only depend on the user agent.
vi.mock('../../../src/features/app-banner/AppBanner.tsx', () => ({ AppBanner: () => null }));

const FRAGMENTS = `${window.location.origin}/api/content-prod/v2/fragments/`;

type Answer = (name: string) => Response | undefined;

/** The content service: the footer, and help pages from the seed unless `answer` says otherwise. */
function contentService(answer: Answer = () => undefined) {
  return fakeFetch((request) => {
    const url = new URL(request.url);
    if (!request.url.startsWith(FRAGMENTS)) {
      return jsonAnswer({ message: `No answer for ${request.url}`, type: 'NOT_FOUND' }, { status: 404 });
    }
    const name = decodeURIComponent(url.pathname.slice(new URL(FRAGMENTS).pathname.length));
    if (name === 'footer') return jsonAnswer({ name, content: FOOTER_CONTENT });
    const special = answer(name);
    if (special) return special;
    const content = HELP_CONTENT[name];
    return content
      ? jsonAnswer({ name, content })
      : jsonAnswer({ message: `No content called "${name}"`, type: 'NOT_FOUND' }, { status: 404 });
  });
}

const pageCalls = (sent: { url: string }[]) =>
  sent.map((request) => request.url).filter((url) => url.startsWith(`${FRAGMENTS}help-information`));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a help page /ecom/help-information/{page} (doc 3 §2)', () => {
  it('shows the page from the content store, its title from the fragment, under breadcrumbs', async () => {
    const { fetch, sent } = contentService();
    renderApp('/ecom/help-information/privacy-notice', fetch);

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
    expect(pageCalls(sent)).toEqual([`${FRAGMENTS}help-information/privacy-notice?clientType=WEB_APP`]);
    await waitFor(() => expect(document.title).toBe('Privacy notice'));
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/ecom/');
    expect(within(breadcrumbs).getByRole('link', { name: 'Help & FAQs' })).toHaveAttribute(
      'href',
      '/ecom/help-information',
    );
    expect(within(breadcrumbs).getByText('Privacy notice')).toHaveAttribute('aria-current', 'page');
    // Inside the main shell.
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the help index at /ecom/help-information, and opens a topic in place', async () => {
    const { fetch, sent } = contentService();
    renderApp('/ecom/help-information', fetch);

    expect(await screen.findByRole('heading', { level: 1, name: 'Help & FAQs' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Substitutions' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Substitutions' })).toBeInTheDocument();
    expect(pageCalls(sent)).toEqual([
      `${FRAGMENTS}help-information?clientType=WEB_APP`,
      `${FRAGMENTS}help-information/substitutions?clientType=WEB_APP`,
    ]);
  });

  it('shows the cookies page with its four kinds of cookie', async () => {
    renderApp('/ecom/help-information/website-cookies', contentService().fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookies' })).toBeInTheDocument();
    for (const kind of [
      'Essential cookies',
      'Functional cookies',
      'Analytics cookies',
      'Marketing cookies',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: kind })).toBeInTheDocument();
    }
  });

  it('shows the not-found page, inside the one shell, for a page the content store does not have', async () => {
    const { fetch, sent } = contentService();
    renderApp('/ecom/help-information/no-such-page', fetch);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(pageCalls(sent)).toEqual([`${FRAGMENTS}help-information/no-such-page?clientType=WEB_APP`]);
  });

  it('shows the not-found page without asking for a name no fragment can have', async () => {
    const { fetch, sent } = contentService();
    renderApp('/ecom/help-information/Privacy_Notice', fetch);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(pageCalls(sent)).toEqual([]);
  });

  it('says when the page could not be loaded, and tries again on request (doc 3 §8 error)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let down = true;
    const { fetch } = contentService((name) =>
      name === 'help-information/contact-us' && down
        ? jsonAnswer({ message: 'down', type: 'INTERNAL_ERROR' }, { status: 500 })
        : undefined,
    );
    renderApp('/ecom/help-information/contact-us', fetch);

    // After the call layer's and the query's one retry each.
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(
      within(alert).getByRole('heading', { name: 'Sorry, something has gone wrong...' }),
    ).toBeInTheDocument();
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0800 188 884' })).toHaveAttribute('href', 'tel:0800188884');
  }, 15_000);

  it('asks search engines not to index a page marked not-indexed (doc 3 §8)', async () => {
    const { fetch } = contentService((name) =>
      name === 'help-information/substitutions'
        ? jsonAnswer({ name, content: { ...HELP_CONTENT[name], noIndex: true } })
        : undefined,
    );
    renderApp('/ecom/help-information/substitutions', fetch);

    await screen.findByRole('heading', { level: 1, name: 'Substitutions' });
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
  });

  it('shows the error state, not a broken page, for content that does not fit the page model', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch } = contentService((name) =>
      name === 'help-information/accessibility'
        ? jsonAnswer({
            name,
            content: { title: 'X', components: [{ type: 'html', html: '<script>1</script>' }] },
          })
        : undefined,
    );
    renderApp('/ecom/help-information/accessibility', fetch);

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Sorry, something has gone wrong...' }),
    ).toBeInTheDocument();
  });
});
