import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ContentPage, contentPageSchema } from '../../../src/api/content.ts';
import { ContentPageView } from '../../../src/features/content/ContentPageView.tsx';
import { renderInRouter } from './render-in-router.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A page through the storefront's schema, as the route would have it. */
function page(content: v.InferInput<typeof contentPageSchema>): ContentPage {
  return v.parse(contentPageSchema, content);
}

async function renderPage(content: v.InferInput<typeof contentPageSchema>) {
  return renderInRouter(
    <div data-testid="content-under-test">
      <ContentPageView page={page(content)} />
    </div>,
  );
}

describe('content components (doc 3 §2 "Content pages")', () => {
  it('pageTitle: the one h1, its introduction and the date it was last updated', async () => {
    await renderPage({
      title: 'Privacy notice',
      components: [
        {
          type: 'pageTitle',
          heading: 'Privacy notice',
          intro: ['How we use ', { type: 'text', text: 'your', strong: true }, ' data.'],
          lastUpdated: '2026-01-01',
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(screen.getByText('your').tagName).toBe('STRONG');
    expect(screen.getByText(/How we use/)).toHaveTextContent('How we use your data.');
    expect(screen.getByText('Thursday 1 January 2026')).toHaveAttribute('dateTime', '2026-01-01');
  });

  it('without a pageTitle component, the page title is the h1', async () => {
    await renderPage({ title: 'Cookies', components: [{ type: 'divider' }] });
    expect(screen.getByRole('heading', { level: 1, name: 'Cookies' })).toBeInTheDocument();
  });

  it('sectionTitle: an h2 with its anchor, and components after it have h3 headings', async () => {
    await renderPage({
      title: 'T',
      components: [
        {
          type: 'accordion',
          heading: 'Before',
          items: [{ question: 'Q?', answer: [{ type: 'paragraph', content: ['A'] }] }],
        },
        { type: 'sectionTitle', heading: 'Your rights', anchor: 'your-rights' },
        {
          type: 'callToAction',
          heading: 'After',
          link: { text: 'Go', href: '/ecom/elsewhere' },
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toHaveAttribute(
      'id',
      'your-rights',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Before' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'After' })).toBeInTheDocument();
  });

  it('richText: paragraphs, bulleted and numbered lists, strong text and links, never HTML', async () => {
    await renderPage({
      title: 'T',
      components: [
        {
          type: 'richText',
          blocks: [
            {
              type: 'paragraph',
              content: ['Read the ', { type: 'link', text: 'terms', href: '/ecom/elsewhere' }, '.'],
            },
            { type: 'list', items: [['First'], ['Second ', { type: 'text', text: 'bold', strong: true }]] },
            { type: 'list', ordered: true, items: [['One'], ['Two']] },
            { type: 'paragraph', content: ['<img src=x onerror="alert(1)">'] },
          ],
        },
      ],
    });
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/ecom/elsewhere');
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(
      within(bullets as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First', 'Second bold']);
    expect(numbers?.tagName).toBe('OL');
    // Text is text: markup in managed content is shown, not run.
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('accordion: questions that open to show their answers', async () => {
    await renderPage({
      title: 'T',
      components: [
        {
          type: 'accordion',
          heading: 'Delivery questions',
          items: [
            {
              question: 'Do you deliver to my area?',
              answer: [{ type: 'paragraph', content: ['Enter your postcode.'] }],
            },
            { question: 'Can I change my slot?', answer: [{ type: 'paragraph', content: ['Yes.'] }] },
          ],
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery questions' })).toBeInTheDocument();
    const question = screen.getByText('Do you deliver to my area?');
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(question);
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('Enter your postcode.')).toBeVisible();
  });

  it('callToAction: a heading, a line and a link that looks like a button', async () => {
    await renderPage({
      title: 'T',
      components: [
        {
          type: 'callToAction',
          heading: 'Still need help?',
          body: ['Our team can help.'],
          link: { text: 'Contact us', href: '/ecom/help-information/contact-us' },
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Still need help?' })).toBeInTheDocument();
    expect(screen.getByText('Our team can help.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/ecom/help-information/contact-us',
    );
  });

  it('contactCard: ways of contact (phone as a tel: link) and opening hours', async () => {
    await renderPage({
      title: 'T',
      components: [
        {
          type: 'contactCard',
          heading: 'Customer Care',
          description: ['Calls are free.'],
          methods: [
            { label: 'Phone', value: '0800 188 884', href: 'tel:0800188884' },
            { label: 'Post', value: 'Doncaster Road, Bracknell' },
          ],
          openingHours: [
            { days: 'Monday to Friday', hours: '8am – 8pm' },
            { days: 'Sunday', hours: '10am – 4pm' },
          ],
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Customer Care' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0800 188 884' })).toHaveAttribute('href', 'tel:0800188884');
    expect(screen.getByText('Doncaster Road, Bracknell')).toBeInTheDocument();
    const hours = screen.getByRole('table', { name: 'Opening hours' });
    expect(within(hours).getByRole('rowheader', { name: 'Sunday' })).toBeInTheDocument();
    expect(within(hours).getByText('10am – 4pm')).toBeInTheDocument();
  });

  it('navLinks: a named navigation of links with descriptions; anchors stay on the page', async () => {
    await renderPage({
      title: 'T',
      components: [
        {
          type: 'navLinks',
          heading: 'On this page',
          links: [
            { text: 'Your rights', href: '#your-rights' },
            {
              text: 'Substitutions',
              href: '/ecom/help-information/substitutions',
              description: 'Out of stock items.',
            },
          ],
        },
      ],
    });
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getByRole('link', { name: 'Your rights' })).toHaveAttribute('href', '#your-rights');
    expect(within(nav).getByText('Out of stock items.')).toBeInTheDocument();
  });

  it('cardContainer: topic cards, their headings one level below the container’s', async () => {
    await renderPage({
      title: 'T',
      components: [
        {
          type: 'cardContainer',
          heading: 'Browse help topics',
          cards: [
            {
              heading: 'Your orders',
              description: 'Changing or cancelling.',
              links: [
                { text: 'Orders and amendments', href: '/ecom/help-information/orders-and-amendments' },
              ],
            },
          ],
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Browse help topics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Your orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders and amendments' })).toBeInTheDocument();
  });

  it('divider: a separator', async () => {
    await renderPage({ title: 'T', components: [{ type: 'divider' }] });
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });
});

describe('links in content', () => {
  it('opens a page of the shop in place, through the router', async () => {
    const { router } = await renderPage({
      title: 'T',
      components: [
        { type: 'callToAction', heading: 'Go', link: { text: 'Elsewhere', href: '/ecom/elsewhere' } },
      ],
    });
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Somewhere else' })).toBeInTheDocument();
    expect(router.history.location.pathname).toBe('/ecom/elsewhere');
  });

  it('opens another site in a new tab, safely, and says so', async () => {
    await renderPage({
      title: 'T',
      components: [
        {
          type: 'richText',
          blocks: [
            {
              type: 'paragraph',
              content: [{ type: 'link', text: 'ico.org.uk', href: 'https://ico.org.uk/' }],
            },
          ],
        },
      ],
    });
    const link = screen.getByRole('link', { name: 'ico.org.uk (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('the content page schema', () => {
  it.each([
    ['javascript:alert(1)'],
    ['//evil.example/x'],
    ['data:text/html,<script>alert(1)</script>'],
    [' javascript:alert(1)'],
    ['#Bad anchor'],
  ])('refuses the address %j', (href) => {
    const result = v.safeParse(contentPageSchema, {
      title: 'T',
      components: [{ type: 'callToAction', heading: 'H', link: { text: 'x', href } }],
    });
    expect(result.success).toBe(false);
  });

  it('refuses a component type it does not know, and raw HTML', () => {
    expect(
      v.safeParse(contentPageSchema, { title: 'T', components: [{ type: 'html', html: '<b>x</b>' }] })
        .success,
    ).toBe(false);
  });
});
