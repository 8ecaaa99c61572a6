import { orderNumberTip, stillNeedHelp } from './contact.ts';
import {
  accordion,
  type ContentPage,
  faq,
  helpPath,
  link,
  ol,
  p,
  pageTitle,
  section,
  strong,
  text,
  ul,
} from './model.ts';

/** help-information/orders-and-amendments. */
export const ORDERS_AND_AMENDMENTS: ContentPage = {
  title: 'Orders and amendments',
  description: 'How to change, cancel and track your Waitrose order, and what to do if something is wrong.',
  components: [
    pageTitle('Orders and amendments', [
      'You can change your order right up to its amend cut-off time, usually the evening before your slot.',
    ]),
    section('Changing your order', 'amend'),
    text(
      ol(
        ['Go to ', link('My orders', '/ecom/myaccount/my-orders'), ' and open the order.'],
        ['Choose ', strong('Amend order'), '. Your trolley now holds that order.'],
        'Add, remove or change items and quantities as you like.',
        ['Check out again to confirm your changes. Until you do, your original order stands.'],
      ),
      p(
        'The amend cut-off time is shown on your order. After it, we have started preparing your shopping and changes cannot be made to your order.',
      ),
    ),
    section('Cancelling an order', 'cancel'),
    text(
      p(
        'Open the order in My orders and choose ',
        strong('Cancel order'),
        '. You can cancel free of charge up to the amend cut-off time. An order that is being amended cannot be cancelled: finish or cancel your changes first.',
      ),
      p(
        'We do not take payment until your order is ready, so nothing is charged for a cancelled order. If we had reserved an amount on your card, your bank releases it, usually within a few working days.',
      ),
    ),
    section('Limits on an order', 'limits'),
    text(
      ul(
        'You can order up to 99 of any one item.',
        'Some products are limited to fewer per order when stock is short. The product page says so.',
        'Entertaining products need ordering ahead; each one shows how much notice it needs.',
      ),
    ),
    accordion(
      'Order questions',
      faq(
        'Where can I see my orders?',
        p(
          'In ',
          link('My orders', '/ecom/myaccount/my-orders'),
          ' when you are signed in. It shows upcoming orders, with their slots and totals, and your past orders with their receipts.',
        ),
      ),
      faq(
        'Can I add items to an order that has already been placed?',
        p(
          'Yes, until the amend cut-off time. Amend the order, add the items and check out again. Any vouchers and offers are worked out again for the whole order.',
        ),
      ),
      faq(
        'Why is the price on my receipt different from my checkout total?',
        p(
          'Your checkout total is an estimate. Items sold by weight, such as meat, cheese and loose fruit, are charged for what they actually weigh, and offers are applied to what we actually pick. Your receipt shows the final amount.',
        ),
      ),
      faq(
        'Something is wrong with my order.',
        p(
          'Tell us within 7 days and we will put it right, usually with a refund to your card. ',
          link('Contact us', helpPath('contact-us')),
          '.',
        ),
        orderNumberTip,
      ),
    ),
    stillNeedHelp,
  ],
};
