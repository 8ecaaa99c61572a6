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

/** help-information/website-cookies: the footer's "Cookies" link (doc 3 §3 Cookie consent). */
export const WEBSITE_COOKIES: ContentPage = {
  title: 'Cookies',
  description:
    'The cookies Waitrose uses on this website: essential, functional, analytics and marketing cookies, and how to control them.',
  components: [
    pageTitle(
      'Cookies',
      [
        'Cookies are small files a website saves in your browser. We use them to keep you signed in, remember your trolley and choices, understand how our website is used and, if you allow it, show you relevant advertising.',
      ],
      '2026-01-01',
    ),
    section('Your choices', 'your-choices'),
    text(
      p(
        'Essential cookies are always on, because the website cannot work without them. Every other kind is ',
        strong('off until you say yes'),
        '. When you first visit, we ask which kinds you accept; you can accept all, reject all, or choose.',
      ),
      p(
        'You can change your mind at any time by clearing this website’s cookies in your browser: we will ask you again on your next visit. Your browser’s settings can also block cookies altogether, although then you will not be able to sign in or check out.',
      ),
    ),
    section('Essential cookies', 'essential'),
    text(
      p('These make the website work and keep it secure. They do not need your consent.'),
      ul(
        [
          strong('session'),
          ': keeps you signed in and holds your trolley between pages. Lasts while your session does.',
        ],
        [
          strong('csrf_token'),
          ': protects your account from forged requests. Deleted when you close your browser.',
        ],
        [strong('Your cookie choices'), ': remembers which kinds of cookie you accepted. Lasts 12 months.'],
        'Load balancing and security cookies that route your visit and protect us from attacks.',
      ),
    ),
    section('Functional cookies', 'functional'),
    text(
      p('These remember choices you make, so you do not have to make them again.'),
      ul(
        [strong('appBannerDismissed'), ': stops the app banner reappearing for a day after you close it.'],
        'Your recent searches and how you like products sorted.',
        'Your shop and your postcode, to show the right slots and prices.',
      ),
      p('If you turn them off, the website still works but forgets these choices.'),
    ),
    section('Analytics cookies', 'analytics'),
    text(
      p(
        'These tell us how people use our website: which pages are visited, how long they take to load and where people get stuck. The information is combined with other visitors’ and used to improve the website. Postcodes are shortened before they are recorded.',
      ),
    ),
    section('Marketing cookies', 'marketing'),
    text(
      p(
        'These are set by us and by advertising partners to show you adverts for our products on other websites and to measure how well those adverts work. They may build a profile of your interests. We do not share your name, email address or what you bought with advertising partners through cookies.',
      ),
    ),
    accordion(
      'Cookie questions',
      faq(
        'Do you use cookies in your apps?',
        p(
          'Our apps use similar technologies for the same purposes, and ask for your choices in the same way.',
        ),
      ),
      faq(
        'Where can I find out more?',
        p(
          'The Information Commissioner’s Office explains cookies and your rights: ',
          link('ico.org.uk cookies', 'https://ico.org.uk/for-the-public/online/cookies/'),
          '. How we use your personal data is in our ',
          link('privacy notice', helpPath('privacy-notice')),
          '.',
        ),
      ),
    ),
  ],
};
