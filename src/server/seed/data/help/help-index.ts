import { customerCareCard } from './contact.ts';
import { type ContentPage, helpPath, link, pageTitle } from './model.ts';

/** help-information: the help and customer-service index (doc 3 §2). */
export const HELP_INDEX: ContentPage = {
  title: 'Help & FAQs',
  description:
    'Help with delivery and collection, orders, payments, substitutions and product recalls, and how to contact Waitrose Customer Care.',
  components: [
    pageTitle('Help & FAQs', [
      'Answers to the questions we are asked most, and the ways to reach us. Looking for a shop? ',
      link('Find a store', '/ecom/find-a-store'),
      '.',
    ]),
    {
      type: 'cardContainer',
      heading: 'Browse help topics',
      cards: [
        {
          heading: 'Delivery & collection',
          description:
            'Booking a slot, delivery charges, collecting from a shop and what to expect on the day.',
          links: [
            { text: 'Delivery and collection', href: helpPath('delivery-and-collection') },
            { text: 'Find a store', href: '/ecom/find-a-store' },
          ],
        },
        {
          heading: 'Your orders',
          description: 'Changing or cancelling an order, missing items and substitutions.',
          links: [
            { text: 'Orders and amendments', href: helpPath('orders-and-amendments') },
            { text: 'Substitutions', href: helpPath('substitutions') },
          ],
        },
        {
          heading: 'Payments & refunds',
          description: 'When we take payment, gift cards and vouchers, and how refunds work.',
          links: [{ text: 'Payments and refunds', href: helpPath('payments-and-refunds') }],
        },
        {
          heading: 'Product safety',
          description: 'Products we have recalled, and what to do if you have one at home.',
          links: [{ text: 'Product recalls', href: helpPath('product-recalls') }],
        },
        {
          heading: 'Contact us',
          description: 'Phone, text relay and post, with our opening hours.',
          links: [
            { text: 'Contact us', href: helpPath('contact-us') },
            { text: 'Customer service', href: helpPath('customer-service') },
          ],
        },
        {
          heading: 'Policies',
          description: 'How we use your data, cookies, our terms and our commitments.',
          links: [
            { text: 'Privacy notice', href: helpPath('privacy-notice') },
            { text: 'Cookies', href: helpPath('website-cookies') },
            { text: 'Terms & conditions', href: helpPath('terms-and-conditions') },
            { text: 'Accessibility', href: helpPath('accessibility') },
            { text: 'Modern slavery statement', href: helpPath('modern-slavery-statement') },
          ],
        },
      ],
    },
    customerCareCard,
  ],
};
