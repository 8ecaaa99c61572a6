import { type ContentPage, link, p, pageTitle, section, text, ul } from './model.ts';

/** help-information/modern-slavery-statement: the footer's "Modern slavery statement" link. */
export const MODERN_SLAVERY_STATEMENT: ContentPage = {
  title: 'Modern slavery statement',
  description:
    'The steps Waitrose takes to prevent modern slavery and human trafficking in its business and supply chains (Modern Slavery Act 2015, section 54).',
  components: [
    pageTitle(
      'Modern slavery statement',
      [
        'Modern slavery — forced labour, debt bondage, human trafficking and child labour — has no place in our business or our supply chains. This statement sets out what we do to find and stop it.',
      ],
      '2026-01-01',
    ),
    section('Our business and supply chains', 'our-business'),
    text(
      p(
        'Waitrose Limited is part of the John Lewis Partnership, which is owned in trust for its employees, the Partners. We run supermarkets across Great Britain and sell online. We buy food, drink and household products from thousands of suppliers in the UK and around the world, many of them through long-standing relationships.',
      ),
    ),
    section('Where the risks are', 'risks'),
    text(
      p(
        'We assess risk by country, by product and by how work is organised. The highest risks we have found are in:',
      ),
      ul(
        'seasonal agricultural work in the UK and abroad, where workers may be recruited through labour providers and charged fees;',
        'fishing and seafood processing;',
        'cocoa, coffee, tea and fresh produce grown in regions with weak protection for workers;',
        'services in our own operations such as cleaning, security and logistics, provided by contractors.',
      ),
    ),
    section('What we do', 'what-we-do'),
    text(
      ul(
        'Our Responsible Sourcing Code of Practice sets the standards every supplier must meet, including the Ethical Trading Initiative Base Code: no forced labour, no recruitment fees, freedom of association and the right to leave.',
        'We carry out human rights impact assessments of high-risk supply chains, with independent experts and the workers themselves.',
        'Suppliers in higher-risk sectors are audited, and we follow up on what audits find with remediation plans.',
        'We fund worker voice programmes and confidential helplines, so workers can raise concerns without fear.',
        'Our buyers, and Partners who work with labour providers, are trained to recognise and report signs of modern slavery.',
      ),
    ),
    section('When we find a problem', 'remediation'),
    text(
      p(
        'We put the wellbeing of the people affected first. We work with the supplier to remedy the harm, including repaying any recruitment fees, and report to the authorities where a crime may have been committed. We end a relationship only as a last resort, because walking away can leave workers worse off.',
      ),
    ),
    section('Report a concern', 'report'),
    text(
      p(
        'If you think someone is a victim of modern slavery, call the Modern Slavery & Exploitation Helpline on 08000 121 700, or report it online at ',
        link('modernslaveryhelpline.org', 'https://www.modernslaveryhelpline.org/'),
        '. In an emergency, call 999.',
      ),
      p(
        'This statement is made under section 54 of the Modern Slavery Act 2015 and is approved each year by the Board of the John Lewis Partnership.',
      ),
    ),
  ],
};
