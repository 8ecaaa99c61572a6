import { customerCareCard } from './contact.ts';
import { type ContentPage, link, p, pageTitle, section, text, ul } from './model.ts';

/** help-information/product-recalls. */
export const PRODUCT_RECALLS: ContentPage = {
  title: 'Product recalls',
  description:
    'Waitrose product recalls and withdrawals, and what to do if you have bought an affected product.',
  components: [
    pageTitle('Product recalls', [
      'When a product may not be safe, we take it off sale at once and tell the customers who bought it.',
    ]),
    section('Current recalls', 'current'),
    text(
      p(
        'There are no product recalls at the moment. When there are, each one is listed here with the product’s name, pack size, date codes, the problem and what to do.',
      ),
    ),
    section('If you have bought a recalled product', 'what-to-do'),
    text(
      ul(
        'Do not eat or use it.',
        'Return it to any of our shops for a full refund. You do not need a receipt.',
        'If you bought it online, contact us and we will refund it to your card; you do not need to return it.',
        'If you feel unwell after eating it, contact your GP or NHS 111.',
      ),
    ),
    section('How we tell you', 'how-we-tell-you'),
    text(
      p(
        'If you bought an affected product online or with your loyalty card, we email you. We also put notices in our shops and list the recall on this page. The Food Standards Agency publishes every food recall in the UK: ',
        link('food.gov.uk product recalls and alerts', 'https://www.food.gov.uk/news-alerts/search/alerts'),
        '.',
      ),
    ),
    customerCareCard,
  ],
};
