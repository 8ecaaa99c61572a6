import { type Component, helpPath, link, p } from './model.ts';

/*
 * How customers reach Customer Care, shared by the pages that show it: the same help line as the shell's
 * (CUSTOMER_CARE_PHONE in src/domain/customer-care.ts, doc 1 §8, doc 2 §2).
 */

export const CUSTOMER_CARE_PHONE = '0800 188 884';
export const CUSTOMER_CARE_TEL = 'tel:0800188884';
/** Relay UK: 18001 before the number connects a text relay assistant. */
export const RELAY_UK_TEL = 'tel:18001800188884';

export const CUSTOMER_CARE_HOURS = [
  { days: 'Monday to Friday', hours: '8am – 8pm' },
  { days: 'Saturday', hours: '8am – 6pm' },
  { days: 'Sunday and bank holidays', hours: '10am – 4pm' },
];

export const customerCareCard: Component = {
  type: 'contactCard',
  heading: 'Customer Care',
  description: [
    'Calls are free from UK landlines and mobiles. We may record calls for training and to check what was agreed.',
  ],
  methods: [
    { label: 'Phone', value: CUSTOMER_CARE_PHONE, href: CUSTOMER_CARE_TEL },
    { label: 'Relay UK (text relay)', value: `18001 ${CUSTOMER_CARE_PHONE}`, href: RELAY_UK_TEL },
    {
      label: 'Post',
      value: 'Waitrose Customer Care, Doncaster Road, Bracknell, Berkshire RG12 8YA',
    },
  ],
  openingHours: CUSTOMER_CARE_HOURS,
};

export const stillNeedHelp: Component = {
  type: 'callToAction',
  heading: 'Still need help?',
  body: [
    'Our Customer Care team can look at your order and put things right. ',
    link('See all the ways to contact us', helpPath('contact-us')),
    '.',
  ],
  link: { text: 'Contact us', href: helpPath('contact-us') },
};

export const orderNumberTip = p(
  'If your question is about an order, have your order number ready: it is in your confirmation email and in ',
  link('My orders', '/ecom/myaccount/my-orders'),
  '.',
);
