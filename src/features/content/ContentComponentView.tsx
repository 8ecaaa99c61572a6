import type { ContentComponent } from '../../api/content.ts';
import { Accordion } from './components/Accordion.tsx';
import { CallToAction } from './components/CallToAction.tsx';
import { CardContainer } from './components/CardContainer.tsx';
import { ContactCard } from './components/ContactCard.tsx';
import { Divider } from './components/Divider.tsx';
import type { HeadingLevel } from './components/Heading.tsx';
import { NavLinks } from './components/NavLinks.tsx';
import { PageTitle } from './components/PageTitle.tsx';
import { RichText } from './components/RichText.tsx';
import { SectionTitle } from './components/SectionTitle.tsx';

/**
 * One component of a content page, by its type. The switch is exhaustive: a new type in the schema does
 * not compile until it is rendered here.
 */
export function ContentComponentView({
  component,
  headingLevel,
}: {
  component: ContentComponent;
  /** The level of the component's own heading, below the section it is in. */
  headingLevel: HeadingLevel;
}) {
  switch (component.type) {
    case 'pageTitle':
      return <PageTitle component={component} />;
    case 'sectionTitle':
      return <SectionTitle component={component} />;
    case 'richText':
      return <RichText component={component} />;
    case 'accordion':
      return <Accordion component={component} level={headingLevel} />;
    case 'callToAction':
      return <CallToAction component={component} level={headingLevel} />;
    case 'contactCard':
      return <ContactCard component={component} level={headingLevel} />;
    case 'navLinks':
      return <NavLinks component={component} level={headingLevel} />;
    case 'cardContainer':
      return <CardContainer component={component} level={headingLevel} />;
    case 'divider':
      return <Divider />;
    default:
      return unknownComponent(component);
  }
}

function unknownComponent(component: never): never {
  throw new Error(`No view for content component ${JSON.stringify(component)}`);
}
