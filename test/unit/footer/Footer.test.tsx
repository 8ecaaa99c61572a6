import { render, screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type FooterContent, footerContentSchema, isSafeHref } from '../../../src/api/footer.ts';
import { Footer } from '../../../src/features/footer/Footer.tsx';
import { MinimalFooter } from '../../../src/features/footer/MinimalFooter.tsx';
import { footerAnswer } from './footer-data.ts';

const content: FooterContent = v.parse(footerContentSchema, footerAnswer);

const linkNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(' (opens in a new tab)', ''));

describe('footerContentSchema', () => {
  it('reads the answer, a missing popup meaning same tab', () => {
    expect(content.about.links[0]).toEqual({
      title: 'About Waitrose',
      href: '/ecom/content/about-us',
      popup: false,
    });
    expect(content.apps.links[1]?.type).toBe('google-play');
    expect(content.mhra.src).toBe('/ecom/images/mhra-badge.svg');
  });

  it('rejects an answer without its sections', () => {
    const { support: _support, ...withoutSupport } = footerAnswer;
    expect(v.safeParse(footerContentSchema, withoutSupport).success).toBe(false);
  });

  it('rejects a link that could run script or leave for another scheme', () => {
    const hostile = {
      ...footerAnswer,
      siteLinks: [{ title: 'Click', href: 'javascript:alert(1)' }],
    };
    expect(v.safeParse(footerContentSchema, hostile).success).toBe(false);
  });

  it.each([
    ['/ecom/help-information', true],
    ['https://www.waitrosecellar.com', true],
    ['http://example.com', true],
    ['mailto:help@example.com', true],
    ['tel:0800188884', true],
    ['//evil.example', false],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['data:text/html,hi', false],
    ['relative/path', false],
  ])('%s is a safe footer link: %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});

/** The main shell's footer with its content, once its code (loaded on demand) has arrived. */
async function renderFooter(footerContent: FooterContent) {
  render(<Footer content={footerContent} />);
  await screen.findByRole('navigation', { name: 'Footer' });
}

describe('Footer', () => {
  it('is the content information landmark', async () => {
    await renderFooter(content);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("shows the plain footer until the full footer's code has loaded, then the full footer", async () => {
    render(<Footer content={content} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Waitrose');
    await waitFor(() => expect(screen.getAllByRole('link').length).toBeGreaterThan(0));
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
  });

  it('shows the support, about and shops sections with their links', async () => {
    await renderFooter(content);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const support = within(nav).getByRole('region', { name: 'Customer support' });
    expect(linkNames(support)).toEqual(['Help & FAQs', 'Contact us', 'Product recalls']);
    expect(within(support).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/ecom/help-information/contact-us',
    );
    expect(linkNames(within(nav).getByRole('region', { name: 'About us' }))).toEqual([
      'About Waitrose',
      'Careers',
    ]);
    expect(linkNames(within(nav).getByRole('region', { name: 'Our shops' }))).toEqual([
      'Waitrose Cellar',
      'Waitrose Gifts',
      'Waitrose Garden',
    ]);
  });

  it('opens popup links in a new tab, safely, and says so; others stay in the tab', async () => {
    await renderFooter(content);
    const recalls = screen.getByRole('link', { name: 'Product recalls (opens in a new tab)' });
    expect(recalls).toHaveAttribute('target', '_blank');
    expect(recalls).toHaveAttribute('rel', 'noopener noreferrer');
    const help = screen.getByRole('link', { name: 'Help & FAQs' });
    expect(help).not.toHaveAttribute('target');
  });

  it('keeps the campaign parameters of the cellar, gifts and garden links', async () => {
    await renderFooter(content);
    for (const name of [/Waitrose Cellar/, /Waitrose Gifts/, /Waitrose Garden/]) {
      const url = new URL(screen.getByRole('link', { name }).getAttribute('href') ?? '');
      expect(url.searchParams.get('utm_source')).toBe('waitrose.com');
      expect(url.searchParams.get('utm_campaign')).toBe('footer');
    }
  });

  it('shows the social and apps links with their types', async () => {
    await renderFooter(content);
    const social = screen.getByRole('region', { name: 'Follow us' });
    expect(linkNames(social)).toEqual(['Facebook', 'Instagram']);
    expect(within(social).getByRole('link', { name: /Facebook/ })).toHaveAttribute('data-type', 'facebook');
    const apps = screen.getByRole('region', { name: 'Get our apps' });
    expect(linkNames(apps)).toEqual(['App Store', 'Google Play']);
    expect(within(apps).getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'data-type',
      'google-play',
    );
  });

  it('shows every site link and the copyright', async () => {
    await renderFooter(content);
    expect(linkNames(screen.getByRole('navigation', { name: 'Site' }))).toEqual([
      'Terms & conditions',
      'Privacy notice',
      'Cookies',
      'Accessibility',
      'Modern slavery statement',
    ]);
    expect(screen.getByText('© 2025 Waitrose & Partners')).toBeInTheDocument();
  });

  it('shows the MHRA badge linking to the register', async () => {
    await renderFooter(content);
    const badge = screen.getByRole('img', { name: content.mhra.alt });
    expect(badge).toHaveAttribute('src', '/ecom/images/mhra-badge.svg');
    const link = badge.closest('a');
    expect(link).toHaveAttribute('href', 'https://www.gov.uk/medicines-online-register');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(`${content.mhra.alt} (opens in a new tab)`);
  });

  it('still shows a footer when the content could not be fetched', () => {
    render(<Footer content={null} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Waitrose');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('MinimalFooter', () => {
  it('shows the first 3 site links and the copyright, and nothing else', () => {
    render(<MinimalFooter content={content} />);
    const footer = screen.getByRole('contentinfo');
    expect(linkNames(footer)).toEqual(['Terms & conditions', 'Privacy notice', 'Cookies']);
    expect(within(footer).getByText('© 2025 Waitrose & Partners')).toBeInTheDocument();
    expect(within(footer).queryByRole('img')).not.toBeInTheDocument();
    expect(within(footer).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows all the site links when there are fewer than 3', () => {
    render(<MinimalFooter content={{ ...content, siteLinks: content.siteLinks.slice(0, 2) }} />);
    expect(linkNames(screen.getByRole('contentinfo'))).toEqual(['Terms & conditions', 'Privacy notice']);
  });

  it('is an empty landmark when the content could not be fetched', () => {
    render(<MinimalFooter content={null} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/^$/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
