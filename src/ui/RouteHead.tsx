import { useRouterState } from '@tanstack/react-router';

/**
 * The document's title and meta tags from the matched routes' `head` (doc 1 §2.5, doc 3 §2 Page titles,
 * §8 noindex), rendered where React 19 hoists them into <head>. It does for the tags the shop's routes
 * set (a title, meta tags by name or property) what TanStack Router's <HeadContent/> does, without the
 * links, styles, scripts and server manifest that component also handles and this shop does not use
 * (issue 5: about 1.2 KB gzipped less in every page's first script).
 */

/** One entry of a route's `head().meta`: a title, or a meta tag's attributes. */
type MetaEntry = { readonly title?: string; readonly name?: string; readonly property?: string } & Readonly<
  Record<string, unknown>
>;

/** What RouteHead reads of a presented match. */
export interface HeadMatch {
  status: string;
  meta?: unknown;
  /** Set by the router on a match that shows a not-found view. */
  _notFound?: boolean;
}

export interface HeadTags {
  title: string | undefined;
  /** Each meta tag's attributes, in the routes' order. */
  meta: Record<string, string>[];
}

const metaEntries = (meta: unknown): readonly (MetaEntry | undefined)[] =>
  Array.isArray(meta) ? (meta as (MetaEntry | undefined)[]) : [];

/**
 * The tags of the matches the page shows: up to and including the first that has not loaded (or shows
 * not found), as <HeadContent/> takes them. The deepest title wins; so does the deepest meta tag of each
 * name or property; a tag given twice is written once.
 */
export function routeHeadTags(matches: readonly HeadMatch[]): HeadTags {
  const shown = matches.findIndex((match) => match.status !== 'success' || match._notFound === true);
  const presented = shown === -1 ? matches : matches.slice(0, shown + 1);
  let title: string | undefined;
  const named = new Set<string>();
  const written = new Set<string>();
  const meta: Record<string, string>[] = [];
  for (const match of [...presented].reverse()) {
    for (const entry of [...metaEntries(match.meta)].reverse()) {
      if (!entry) continue;
      if (entry.title) {
        title ??= entry.title;
        continue;
      }
      const attributes = Object.fromEntries(
        Object.entries(entry).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
      );
      const key = entry.name ?? entry.property;
      if (key !== undefined) {
        if (named.has(key)) continue;
        named.add(key);
      }
      const tag = JSON.stringify(attributes);
      if (written.has(tag)) continue;
      written.add(tag);
      meta.push(attributes);
    }
  }
  return { title, meta: meta.reverse() };
}

/** Put inside the router (the root route's component): the page's title and meta tags. */
export function RouteHead() {
  const { title, meta } = useRouterState({
    select: (state) => routeHeadTags(state.matches),
    structuralSharing: true,
  });
  return (
    <>
      {title !== undefined && <title>{title}</title>}
      {meta.map((attributes) => (
        <meta key={JSON.stringify(attributes)} {...attributes} />
      ))}
    </>
  );
}
