import { customerCareCard, orderNumberTip } from './contact.ts';
import {
  accordion,
  type ContentPage,
  faq,
  helpPath,
  link,
  p,
  pageTitle,
  section,
  strong,
  text,
  ul,
} from './model.ts';

/** help-information/contact-us (doc 3 §2). */
export const CONTACT_US: ContentPage = {
  title: 'Contact us',
  description: 'Phone, text relay and postal details for Waitrose Customer Care, with our opening hours.',
  components: [
    pageTitle('Contact us', [
      'We are here to help with your orders, your account and our shops. You may find a quicker answer in ',
      link('Help & FAQs', helpPath()),
      '.',
    ]),
    customerCareCard,
    section('Before you get in touch'),
    text(
      orderNumberTip,
      p('We will never ask for your password or your full card number on the phone or by email.'),
    ),
    section('Other ways we can help'),
    text(
      ul(
        [
          strong('A question about a shop: '),
          'call the shop directly. Every shop’s number and opening hours are in ',
          link('Find a store', '/ecom/find-a-store'),
          '.',
        ],
        [
          strong('A product safety concern: '),
          'call us straight away and keep the product and its packaging. See ',
          link('product recalls', helpPath('product-recalls')),
          '.',
        ],
        [
          strong('Your personal data: '),
          'see our ',
          link('privacy notice', helpPath('privacy-notice')),
          ' for how to ask for a copy of your data or to exercise your other rights.',
        ],
      ),
    ),
    section('Making a complaint', 'complaints'),
    accordion(
      undefined,
      faq(
        'How do I make a complaint?',
        p(
          'Call Customer Care or write to us. Tell us what happened, your order number if you have one, and what you would like us to do. We aim to resolve complaints on the first call; if we cannot, we will reply in full within 14 days.',
        ),
      ),
      faq(
        'What if I am not happy with the answer?',
        p(
          'Ask for your complaint to be reviewed by a manager. If you are still not satisfied, you can contact Citizens Advice for independent advice on your rights: ',
          link('citizensadvice.org.uk', 'https://www.citizensadvice.org.uk/consumer/'),
          '.',
        ),
      ),
    ),
  ],
};
