import { stillNeedHelp } from './contact.ts';
import { accordion, type ContentPage, faq, p, pageTitle, section, strong, text, ul } from './model.ts';

/** help-information/substitutions. */
export const SUBSTITUTIONS: ContentPage = {
  title: 'Substitutions',
  description:
    'What happens when an item in your Waitrose order is out of stock, and how to choose substitutions.',
  components: [
    pageTitle('Substitutions', [
      'If something you ordered is out of stock, we can pick a similar product instead. You decide whether we should.',
    ]),
    section('How substitutions work', 'how-they-work'),
    text(
      p(
        'Our pickers choose the closest match they can: the same kind of product, a similar size, and never a lower standard. If the substitute costs more, you pay the price of the item you ordered.',
      ),
      p(
        'Your receipt lists every substitute, next to the item it replaces, so you can check them on the doorstep.',
      ),
    ),
    section('Choosing substitutions', 'choosing'),
    text(
      ul(
        ['Substitutions are ', strong('on'), ' for every item unless you turn them off.'],
        'Turn them off for a single item in your trolley, or for the whole order at checkout.',
        'Add a note to the picker on any item, for example “ripe, please” or “no substitute if not organic”.',
      ),
      p(
        'We cannot substitute entertaining products, pharmacy products and items from our fresh counters: if one of these is unavailable, it is left out and you are not charged for it.',
      ),
    ),
    accordion(
      'Substitution questions',
      faq(
        'I do not want a substitute. What can I do?',
        p(
          'Hand it back to the driver, or at the collection point, and it is taken off your bill. If you find it later, contact us within 7 days for a refund.',
        ),
      ),
      faq(
        'Will a substitute meet my dietary needs?',
        p(
          'We try to, but we cannot guarantee it. Always check the label of a substitute, especially for allergens. If you have an allergy, consider turning substitutions off for items where it matters.',
        ),
      ),
      faq(
        'Why was an item missing rather than substituted?',
        p(
          'Either substitutions were off for it, it was an item we cannot substitute, or there was no suitable match. You are never charged for an item we could not supply.',
        ),
      ),
    ),
    stillNeedHelp,
  ],
};
