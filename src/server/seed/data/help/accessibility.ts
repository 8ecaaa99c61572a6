import { CUSTOMER_CARE_PHONE, CUSTOMER_CARE_TEL, RELAY_UK_TEL } from './contact.ts';
import { type ContentPage, helpPath, link, p, pageTitle, section, text, ul } from './model.ts';

/** help-information/accessibility: the footer's "Accessibility" link. */
export const ACCESSIBILITY: ContentPage = {
  title: 'Accessibility',
  description:
    'How we make the Waitrose website usable by everyone, what we know still needs work, and how to tell us about a problem.',
  components: [
    pageTitle(
      'Accessibility',
      [
        'We want everyone to be able to shop with us online, whatever their abilities and however they use the web.',
      ],
      '2026-01-01',
    ),
    section('Our standard', 'standard'),
    text(
      p(
        'We design and test this website to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. We check new features with automated tools, with the keyboard alone and with screen readers before they go live.',
      ),
    ),
    section('What you can do on this website', 'what-you-can-do'),
    text(
      ul(
        'use every part of it with a keyboard, with a visible focus indicator, and skip straight to the main content',
        'zoom in up to 400% without losing content or functions, and change colours, fonts and spacing in your browser',
        'use a screen reader: pages have headings, landmarks and labelled form fields, and changes such as items added to your trolley are announced',
        'read text that meets the AA contrast ratios against its background',
        'turn off animation with your device’s reduced motion setting',
        'get extra time: we warn you before your session or slot reservation times out',
      ),
    ),
    section('What we are still working on', 'known-issues'),
    text(
      ul(
        'Some product images supplied by brands have no text alternative beyond the product name.',
        'Some older PDF documents, such as product guides, are not fully accessible. Contact us for another format.',
        'Nutrition tables on some product pages are images of text. We are replacing them with real tables.',
      ),
      p('We review this statement every year, and whenever we make a significant change to the website.'),
    ),
    section('Tell us about a problem', 'feedback'),
    text(
      p(
        'If you find something hard to use, or need information in another format such as large print or audio, call Customer Care on ',
        link(CUSTOMER_CARE_PHONE, CUSTOMER_CARE_TEL),
        ' or use ',
        link('Relay UK', RELAY_UK_TEL),
        '. Tell us the page and what went wrong. We reply within 5 working days. Other ways to reach us are on ',
        link('contact us', helpPath('contact-us')),
        '.',
      ),
      p(
        'If you are not happy with how we respond, you can contact the Equality Advisory and Support Service: ',
        link('equalityadvisoryservice.com', 'https://www.equalityadvisoryservice.com/'),
        '.',
      ),
    ),
  ],
};
