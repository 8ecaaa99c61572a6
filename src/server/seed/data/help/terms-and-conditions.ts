import { type ContentPage, helpPath, link, p, pageTitle, section, strong, text, ul } from './model.ts';

/** help-information/terms-and-conditions: the footer's "Terms & conditions" link. */
export const TERMS_AND_CONDITIONS: ContentPage = {
  title: 'Terms and conditions',
  description: 'The terms on which Waitrose sells groceries online for delivery and collection.',
  components: [
    pageTitle(
      'Terms and conditions',
      [
        'These terms apply when you order from us online for delivery or collection. Please read them before you order: by placing an order, you accept them.',
      ],
      '2026-01-01',
    ),
    section('About us', 'about-us'),
    text(
      p(
        'This website is run by Waitrose Limited, registered in England and Wales, company number 00099405, part of the John Lewis Partnership. You can ',
        link('contact us', helpPath('contact-us')),
        ' by phone or post.',
      ),
    ),
    section('Your account', 'your-account'),
    text(
      ul(
        'You must be 18 or over to open an account and place an order.',
        'Keep your password private. Tell us straight away if you think someone else has used your account.',
        'We may suspend an account that we reasonably believe is being used fraudulently.',
      ),
    ),
    section('Orders and our contract', 'contract'),
    text(
      p(
        'When you check out, you make an offer to buy the items in your order. We accept it, and a contract is made, when we take payment after picking your order. Until then, you can change or cancel your order up to its amend cut-off time.',
      ),
      p(
        'We may limit the quantity of an item per order (never more than 99) to make sure every customer can buy what they need.',
      ),
    ),
    section('Prices and payment', 'prices'),
    text(
      ul(
        'Prices include VAT. The price you pay is the price on the day we pick your order, unless it was lower when you checked out.',
        'Items sold by weight are charged for their actual weight, so the final amount may differ from your checkout total.',
        'Offers apply if they are running on the day we pick your order, or on the day you checked out.',
        [
          'If we have made an obvious pricing error, we will tell you and you may choose to buy at the correct price or cancel. See ',
          link('payments and refunds', helpPath('payments-and-refunds')),
          '.',
        ],
      ),
    ),
    section('Substitutions and availability', 'substitutions'),
    text(
      p(
        'If an item is unavailable we may offer a substitute, unless you asked us not to. You may reject any substitute when your order arrives and you will not pay for it. ',
        link('How substitutions work', helpPath('substitutions')),
        '.',
      ),
    ),
    section('Delivery and collection', 'delivery'),
    text(
      p(
        'We will deliver or have your order ready in the slot you booked. If we are delayed, we will let you know as soon as we can. The items become yours, and your responsibility, when they are handed over. ',
        link('Delivery and collection', helpPath('delivery-and-collection')),
        '.',
      ),
    ),
    section('Age-restricted products', 'age-restricted'),
    text(
      p(
        'It is against the law to sell alcohol to anyone under 18, or to buy it for them. We follow ',
        strong('Challenge 25'),
        ': if the person accepting the order looks under 25, we will ask for photo ID, and we will not hand over restricted items without it. They are refunded.',
      ),
    ),
    section('Your right to cancel and return', 'returns'),
    text(
      p(
        'Under the Consumer Contracts Regulations you may cancel an order for non-perishable goods within 14 days of receiving them. This right does not apply to food and other goods that go off quickly, or to sealed goods unsealed after delivery for health or hygiene reasons.',
      ),
      p(
        'Whatever the product, if it is faulty, damaged or not as described, your statutory rights under the Consumer Rights Act 2015 entitle you to a refund or replacement. These terms do not affect them.',
      ),
    ),
    section('Our liability', 'liability'),
    text(
      p(
        'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We do not exclude liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to exclude.',
      ),
    ),
    section('Law and disputes', 'law'),
    text(
      p(
        'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts. Please contact us first: most problems are quickly put right.',
      ),
    ),
  ],
};
