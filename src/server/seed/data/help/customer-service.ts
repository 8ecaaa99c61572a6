import { customerCareCard, orderNumberTip } from './contact.ts';
import { accordion, type ContentPage, faq, helpPath, link, p, pageTitle, section, ul } from './model.ts';

/** help-information/customer-service: the header's "Customer service" link (doc 3 §2). */
export const CUSTOMER_SERVICE: ContentPage = {
  title: 'Customer service',
  description: 'Quick answers to common questions about your Waitrose order, and how to reach Customer Care.',
  components: [
    pageTitle('Customer service', [
      'Most questions are answered below. If yours is not, our Customer Care team is happy to help.',
    ]),
    accordion(
      'Popular questions',
      faq(
        'Where is my delivery?',
        p(
          'Your driver arrives within the one-hour slot you booked. On the day we send a text when your order is on its way, with an estimated arrival time.',
        ),
        p(
          'If your slot has passed and nothing has arrived, call us and we will find out where your order is.',
        ),
      ),
      faq(
        'Can I change my order after checking out?',
        p(
          'Yes, until the amend cut-off time shown on your order in ',
          link('My orders', '/ecom/myaccount/my-orders'),
          '. You can add or remove items, change quantities and change your slot. ',
          link('More about amending orders', helpPath('orders-and-amendments')),
          '.',
        ),
      ),
      faq(
        'Something is missing or damaged. What should I do?',
        p(
          'Check your receipt first: it lists anything we could not supply and any substitutions. If an item is missing, damaged or past its best, tell us within 7 days and we will refund it.',
        ),
        orderNumberTip,
      ),
      faq(
        'I did not want a substitute. Can I return it?',
        p(
          'Yes. Hand it back to the driver, or at the collection point, and we will refund it straight away. ',
          link('How substitutions work', helpPath('substitutions')),
          '.',
        ),
      ),
      faq(
        'When will I get my refund?',
        p(
          'Refunds go back to the card you paid with. Your bank usually shows them within 3 to 5 working days. ',
          link('Payments and refunds', helpPath('payments-and-refunds')),
          '.',
        ),
      ),
    ),
    section('More help'),
    {
      type: 'navLinks',
      links: [
        {
          text: 'Delivery and collection',
          href: helpPath('delivery-and-collection'),
          description: 'Slots, charges, collecting from a shop.',
        },
        {
          text: 'Orders and amendments',
          href: helpPath('orders-and-amendments'),
          description: 'Changing, cancelling and tracking orders.',
        },
        {
          text: 'Payments and refunds',
          href: helpPath('payments-and-refunds'),
          description: 'Cards, gift cards, vouchers and refunds.',
        },
        {
          text: 'Substitutions',
          href: helpPath('substitutions'),
          description: 'What happens when an item is out of stock.',
        },
        {
          text: 'Product recalls',
          href: helpPath('product-recalls'),
          description: 'Products withdrawn for safety reasons.',
        },
      ],
    },
    section('Talk to us'),
    {
      type: 'richText',
      blocks: [
        p('Before you call, it helps to have:'),
        ul('your order number, if it is about an order', 'the email address you shop with'),
      ],
    },
    customerCareCard,
  ],
};
