import { stillNeedHelp } from './contact.ts';
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

/** help-information/payments-and-refunds. */
export const PAYMENTS_AND_REFUNDS: ContentPage = {
  title: 'Payments and refunds',
  description:
    'When Waitrose takes payment for online orders, the cards, gift cards and vouchers we accept, and how refunds work.',
  components: [
    pageTitle('Payments and refunds', [
      'You pay for what we actually pick, once your order is ready. Refunds go back to the card you paid with.',
    ]),
    section('When we take payment', 'when-we-take-payment'),
    text(
      p(
        'When you check out, your bank may ask you to confirm the payment (for example in your banking app). This is Strong Customer Authentication, a UK rule that protects you from fraud. We check your card then, but we take payment only once your order has been picked, usually on the day of your slot.',
      ),
      p(
        'Because items sold by weight are charged for what they weigh, the amount taken can differ slightly from your checkout total. Your receipt shows exactly what you paid.',
      ),
    ),
    section('Ways to pay', 'ways-to-pay'),
    text(
      ul(
        'Visa, Mastercard and American Express credit and debit cards.',
        ['Waitrose and John Lewis gift cards: you can use up to ', strong('10'), ' on one order.'],
        ['Waitrose e-vouchers and paper vouchers: up to ', strong('10'), ' on one order.'],
        'Promotion codes, entered at checkout.',
      ),
      p(
        'You can save a card to your account for quicker checkout. We keep only its type, last four digits and expiry date; the full number is held securely by our payment provider.',
      ),
    ),
    section('Refunds', 'refunds'),
    text(
      ul(
        'Substitutes or items handed back to the driver are taken off your bill before we take payment.',
        'Items missing, damaged or past their date: tell us within 7 days and we will refund them.',
        'Refunds go back to the card you paid with. Most banks show them within 3 to 5 working days.',
        'Anything paid for with a gift card is refunded to a gift card.',
      ),
    ),
    accordion(
      'Payment questions',
      faq(
        'Why is there a pending amount on my card?',
        p(
          'Your bank may show a temporary hold when we check your card at checkout. It is not a payment and disappears when the final payment is taken or the order is cancelled. How long that takes depends on your bank.',
        ),
      ),
      faq(
        'My payment failed. What happens to my order?',
        p(
          'We will email you and ask you to update your card in ',
          link('My orders', '/ecom/myaccount/my-orders'),
          '. Your order stays booked while you do, up to the time shown in the email.',
        ),
      ),
      faq(
        'Is my card information safe?',
        p(
          'Yes. Card details are sent over an encrypted connection straight to our payment provider, which meets the Payment Card Industry Data Security Standard. We never see or store your full card number or security code. See our ',
          link('privacy notice', helpPath('privacy-notice')),
          '.',
        ),
      ),
    ),
    stillNeedHelp,
  ],
};
