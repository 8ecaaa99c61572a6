import { CUSTOMER_CARE_PHONE, CUSTOMER_CARE_TEL } from './contact.ts';
import {
  accordion,
  type ContentPage,
  divider,
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

/** help-information/privacy-notice: the footer's "Privacy notice" link (UK GDPR articles 13 and 14). */
export const PRIVACY_NOTICE: ContentPage = {
  title: 'Privacy notice',
  description:
    'How Waitrose collects, uses, shares and protects your personal data when you shop with us online, and your rights under UK data protection law.',
  components: [
    pageTitle(
      'Privacy notice',
      [
        'This notice explains what personal data we collect when you shop with us online, why we use it, who we share it with and the rights you have. It applies to this website and our apps.',
      ],
      '2026-01-01',
    ),
    {
      type: 'navLinks',
      heading: 'On this page',
      links: [
        { text: 'Who we are', href: '#who-we-are' },
        { text: 'What we collect', href: '#what-we-collect' },
        { text: 'How we use it, and why', href: '#how-we-use-it' },
        { text: 'Who we share it with', href: '#sharing' },
        { text: 'How long we keep it', href: '#retention' },
        { text: 'Your rights', href: '#your-rights' },
        { text: 'Contact us and complaints', href: '#contact' },
      ],
    },
    section('Who we are', 'who-we-are'),
    text(
      p(
        'Waitrose Limited, part of the John Lewis Partnership, is the controller of the personal data described here. Our registered office is 1 Drummond Gate, Pimlico, London SW1V 2QQ. We have a Data Protection Officer, whom you can reach through the contact details below.',
      ),
    ),
    section('What we collect', 'what-we-collect'),
    text(
      ul(
        [
          strong('Account details: '),
          'your name, email address, phone number and password (which we store only as a secure hash).',
        ],
        [strong('Addresses: '), 'the delivery and billing addresses you give us.'],
        [strong('Orders: '), 'what you buy, your slots, substitution choices and notes to our pickers.'],
        [
          strong('Payment details: '),
          'your card’s type, last four digits and expiry date. The full card number and security code go straight to our payment provider; we never store them.',
        ],
        [strong('Loyalty membership: '), 'your card number and the offers you choose.'],
        [
          strong('How you use our website: '),
          'pages visited, searches and the device and browser you use, collected with cookies where you allow it. See our ',
          link('cookie policy', helpPath('website-cookies')),
          '.',
        ],
        [strong('Your conversations with us: '), 'calls (which we may record), letters and feedback.'],
      ),
    ),
    section('How we use it, and why', 'how-we-use-it'),
    text(
      p('The law allows us to use personal data only when we have a lawful basis. Ours are:'),
      ul(
        [
          strong('To perform our contract with you: '),
          'taking, preparing, delivering and charging for your orders, running your account and telling you about your orders.',
        ],
        [
          strong('Our legitimate interests: '),
          'preventing fraud, keeping our website secure, improving our services and showing you products you may like. We balance these interests against your rights, and you can object at any time.',
        ],
        [
          strong('Your consent: '),
          'marketing emails and texts, and optional cookies. You can withdraw consent at any time, and it does not affect what we did before.',
        ],
        [
          strong('Legal obligations: '),
          'keeping financial records, age checks for alcohol, product recalls and answering lawful requests from authorities.',
        ],
      ),
    ),
    section('Who we share it with', 'sharing'),
    text(
      p('We never sell your personal data. We share it only with:'),
      ul(
        'other parts of the John Lewis Partnership that help run our services;',
        'service providers working on our instructions, such as our payment provider, delivery partners, IT and hosting providers and customer-service systems;',
        'fraud prevention agencies and, where the law requires it, the police and regulators.',
      ),
      p(
        'Some providers are outside the UK. When they are, we protect your data with an adequacy decision or the UK’s approved contract terms (the International Data Transfer Agreement or Addendum).',
      ),
    ),
    section('How long we keep it', 'retention'),
    text(
      p(
        'We keep your account data while your account is open and for up to two years after it was last used. We keep order and payment records for seven years, as tax law requires. Call recordings are kept for up to 12 months. After that, we delete or anonymise your data.',
      ),
    ),
    section('Your rights', 'your-rights'),
    text(
      p('Under UK data protection law you have the right to:'),
      ul(
        'have a copy of the personal data we hold about you;',
        'have inaccurate data corrected;',
        'have your data deleted, where we no longer need it;',
        'restrict or object to how we use it, including for direct marketing at any time;',
        'receive the data you gave us in a portable format;',
        'withdraw your consent, where we rely on it.',
      ),
      p(
        'To use any of these rights, contact us. We will reply within one month, and we do not normally charge. We may ask you to prove who you are first.',
      ),
    ),
    section('Contact us and complaints', 'contact'),
    text(
      p(
        'Write to the Data Protection Officer, Waitrose Limited, Doncaster Road, Bracknell, Berkshire RG12 8YA, or call Customer Care on ',
        link(CUSTOMER_CARE_PHONE, CUSTOMER_CARE_TEL),
        '.',
      ),
      p(
        'If you are unhappy with how we have used your data, you can complain to the Information Commissioner’s Office: ',
        link('ico.org.uk/make-a-complaint', 'https://ico.org.uk/make-a-complaint/'),
        '.',
      ),
    ),
    divider,
    accordion(
      'Questions about your data',
      faq(
        'How do I stop marketing emails?',
        p(
          'Use the unsubscribe link at the bottom of any marketing email, or change your preferences in your account. Service emails about your orders will still be sent.',
        ),
      ),
      faq(
        'How do I close my account?',
        p(
          'Contact Customer Care. We will close it once any open orders are complete, and keep only what the law requires.',
        ),
      ),
      faq(
        'Do you make automated decisions about me?',
        p(
          'Our fraud checks may automatically stop a payment that looks suspicious. If that happens, contact us and a person will review it.',
        ),
      ),
    ),
  ],
};
