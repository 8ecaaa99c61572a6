import type { FooterContent } from '../../../src/api/footer.ts';

const CAMPAIGN = 'utm_source=waitrose.com&utm_medium=referral&utm_campaign=footer';

/** A footer content answer as the content call returns it (doc 3 §3 "Footer data"). */
export const footerAnswer = {
  support: {
    title: 'Customer support',
    links: [
      { title: 'Help & FAQs', href: '/ecom/help-information', popup: false },
      { title: 'Contact us', href: '/ecom/help-information/contact-us', popup: false },
      { title: 'Product recalls', href: 'https://www.waitrose.com/recalls', popup: true },
    ],
  },
  about: {
    title: 'About us',
    links: [
      { title: 'About Waitrose', href: '/ecom/content/about-us' },
      { title: 'Careers', href: 'https://www.jlpjobs.com', popup: true },
    ],
  },
  shops: {
    title: 'Our shops',
    links: [
      { title: 'Waitrose Cellar', href: `https://www.waitrosecellar.com?${CAMPAIGN}`, popup: true },
      { title: 'Waitrose Gifts', href: `https://www.waitrosegifts.com?${CAMPAIGN}`, popup: true },
      { title: 'Waitrose Garden', href: `https://www.waitrosegarden.com?${CAMPAIGN}`, popup: true },
    ],
  },
  social: {
    title: 'Follow us',
    links: [
      { title: 'Facebook', href: 'https://www.facebook.com/waitrose', popup: true, type: 'facebook' },
      { title: 'Instagram', href: 'https://www.instagram.com/waitrose', popup: true, type: 'instagram' },
    ],
  },
  apps: {
    title: 'Get our apps',
    links: [
      { title: 'App Store', href: 'https://apps.apple.com/gb/app/waitrose', popup: true, type: 'app-store' },
      {
        title: 'Google Play',
        href: 'https://play.google.com/store/apps/waitrose',
        popup: true,
        type: 'google-play',
      },
    ],
  },
  siteLinks: [
    { title: 'Terms & conditions', href: '/ecom/content/terms' },
    { title: 'Privacy notice', href: '/ecom/help-information/privacy-notice' },
    { title: 'Cookies', href: '/ecom/help-information/website-cookies' },
    { title: 'Accessibility', href: '/ecom/content/accessibility' },
    { title: 'Modern slavery statement', href: '/ecom/content/modern-slavery' },
  ],
  copyright: '© 2025 Waitrose & Partners',
  mhra: {
    alt: 'MHRA registered online pharmacy: check if this website is operating legally',
    href: 'https://www.gov.uk/medicines-online-register',
    src: '/ecom/images/mhra-badge.svg',
  },
};

export type FooterAnswer = typeof footerAnswer;
export type { FooterContent };
