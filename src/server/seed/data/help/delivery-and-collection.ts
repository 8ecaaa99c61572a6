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

/** help-information/delivery-and-collection: the footer's "Delivery & collection" link. */
export const DELIVERY_AND_COLLECTION: ContentPage = {
  title: 'Delivery and collection',
  description:
    'How Waitrose delivery and collection slots work: booking, charges, minimum spend, collecting from a shop and what happens on the day.',
  components: [
    pageTitle('Delivery and collection', [
      'Have your shopping delivered to your door in a one-hour slot, or collect it from one of our shops at a time that suits you.',
    ]),
    section('Booking a slot', 'booking-a-slot'),
    text(
      p(
        'Choose ',
        strong('Book Slot'),
        ' at the top of any page, pick delivery or collection, then a day and a time. We hold your slot while you shop; the time left is shown in the header. Check out before it runs out to keep it.',
      ),
      p(
        'Slots open up to three weeks ahead. The slot grid refreshes every two minutes, so you always see the latest availability. If the slot you wanted has just been taken, choose another: your trolley is kept.',
      ),
    ),
    section('Charges and minimum spend', 'charges'),
    text(
      ul(
        'Each slot shows its delivery charge before you book it. Quieter times are often cheaper.',
        'Collection from a shop is free.',
        'There is a minimum spend for delivery and for collection. Your trolley shows whether you have reached it before you check out.',
        [
          'Saver slots, shown with a ',
          strong('green'),
          ' label, are times when our vans are already nearby: better for the environment, and sometimes cheaper.',
        ],
      ),
    ),
    section('Collecting from a shop', 'collection'),
    text(
      p(
        'Groceries collection is available at most of our shops; some also offer entertaining collection for party food and celebration cakes ordered ahead. ',
        link('Find a store', '/ecom/find-a-store'),
        ' shows which services each shop offers, with its opening hours.',
      ),
      p(
        'Follow the signs to the collection point, or park in a collection bay and call the number on the sign. Bring your order number; if your order contains alcohol, bring photo ID too.',
      ),
    ),
    section('On the day', 'on-the-day'),
    text(
      ul(
        'We text you when your order is on its way, with your driver’s estimated arrival time.',
        'Your receipt lists any substitutions and anything we could not supply. Check them with the driver: you can hand back anything you do not want.',
        'Someone aged 18 or over must accept an order containing alcohol. Drivers follow Challenge 25 and may ask for photo ID.',
        'Chilled and frozen food travels in temperature-controlled compartments. Put it away as soon as you can.',
      ),
    ),
    accordion(
      'Delivery questions',
      faq(
        'Do you deliver to my area?',
        p(
          'Enter your postcode when you book a slot and we will show the slots available to you. Each shop delivers to the postcode districts around it; if we cannot deliver to you yet, collecting from a nearby shop may be an option.',
        ),
      ),
      faq(
        'Can I change my slot?',
        p(
          'Yes, choose ',
          strong('Change Slot'),
          ' up to the amend cut-off time of your order. Once we have started preparing your order, its time can no longer be changed. ',
          link('Changing an order', helpPath('orders-and-amendments')),
          '.',
        ),
      ),
      faq(
        'What if I am out when the driver arrives?',
        p(
          'The driver will call you and wait a few minutes. If we cannot reach you, your order returns to the shop and we will call to arrange another slot. We may charge for the missed delivery.',
        ),
      ),
      faq(
        'Do you use carrier bags?',
        p(
          'You can choose bagless delivery at checkout: the driver unpacks your shopping from crates at your door. Otherwise we pack in reusable bags, and the bag charge is shown on your receipt.',
        ),
      ),
    ),
    stillNeedHelp,
  ],
};
