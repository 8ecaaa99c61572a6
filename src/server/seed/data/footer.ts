import type { FooterContentInput } from '../../../contract/footer.ts';
import { SIBLING_SHOPS, withCampaignParameters } from '../../../domain/campaign-links.ts';

/** The footer fragment (doc 3 §3 "Footer data"); cellar, gifts and garden links carry campaign parameters (doc 3 §9). */
export const FOOTER_CONTENT = {
  support: {
    title: 'Customer support',
    links: [
      { title: 'Help & FAQs', href: '/ecom/help-information', popup: false },
      { title: 'Contact us', href: '/ecom/help-information/contact-us', popup: false },
      { title: 'Find a store', href: '/ecom/find-a-store', popup: false },
      {
        title: 'Delivery & collection',
        href: '/ecom/help-information/delivery-and-collection',
        popup: false,
      },
    ],
  },
  about: {
    title: 'About us',
    links: [
      { title: 'The John Lewis Partnership', href: 'https://www.johnlewispartnership.co.uk', popup: true },
      { title: 'Careers', href: 'https://www.jlpjobs.com', popup: true },
      { title: 'Press centre', href: 'https://www.johnlewispartnership.media', popup: true },
    ],
  },
  shops: {
    title: 'Our shops',
    links: (['cellar', 'gifts', 'garden'] as const).map((shop) => ({
      title: SIBLING_SHOPS[shop].name,
      href: withCampaignParameters(SIBLING_SHOPS[shop].url, 'footer'),
      popup: true,
    })),
  },
  social: {
    title: 'Follow us',
    links: [
      { title: 'Facebook', href: 'https://www.facebook.com/waitrose', popup: true, type: 'facebook' },
      { title: 'Instagram', href: 'https://www.instagram.com/waitrose', popup: true, type: 'instagram' },
      { title: 'YouTube', href: 'https://www.youtube.com/waitrose', popup: true, type: 'youtube' },
      { title: 'Pinterest', href: 'https://www.pinterest.co.uk/waitrose', popup: true, type: 'pinterest' },
    ],
  },
  apps: {
    title: 'Get our apps',
    links: [
      {
        title: 'App Store',
        href: 'https://apps.apple.com/gb/search?term=waitrose',
        popup: true,
        type: 'app-store',
      },
      {
        title: 'Google Play',
        href: 'https://play.google.com/store/search?q=waitrose&c=apps',
        popup: true,
        type: 'google-play',
      },
    ],
  },
  siteLinks: [
    { title: 'Privacy notice', href: '/ecom/help-information/privacy-notice', popup: false },
    { title: 'Cookies', href: '/ecom/help-information/website-cookies', popup: false },
    { title: 'Terms & conditions', href: '/ecom/help-information/terms-and-conditions', popup: false },
    { title: 'Accessibility', href: '/ecom/help-information/accessibility', popup: false },
    {
      title: 'Modern slavery statement',
      href: '/ecom/help-information/modern-slavery-statement',
      popup: false,
    },
  ],
  copyright: '© Waitrose & Partners. Waitrose Limited, registered in England, company number 00099405.',
  mhra: {
    alt: 'Registered with the MHRA to sell medicines online: check this website is operating legally',
    href: 'https://www.gov.uk/guidance/buying-medicine-online',
    src: '/ecom/images/mhra-badge.svg',
  },
} satisfies FooterContentInput;
