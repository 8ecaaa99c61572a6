/**
 * Build steps (used by vite.config.ts) that take out of the route definitions what only the types and the
 * route generator read: every route's definition is in the first script (issue 15, issue 20), so each byte
 * they carry is paid on every page. Pure text in, text out, so they run in the build and in tests alike;
 * the dev server and the tests run the sources as they are.
 */

/**
 * `createFileRoute('/_main/shop/search')({...})` → `createFileRoute()({...})`. The path is how the route
 * generator and the types know the file's route; at run time `createFileRoute` ignores it (the route's id
 * and path come from src/routeTree.gen.ts). Null when the module has no such call.
 */
export function withoutFileRoutePaths(code: string): string | null {
  const rewritten = code.replace(/\bcreateFileRoute\(\s*(['"`])[^'"`\n]*\1\s*\)/g, 'createFileRoute()');
  return rewritten === code ? null : rewritten;
}

const ROUTE_CHILDREN = /const (\w+Children)(?:\s*:\s*\w+)?\s*=\s*\{([^{}]*)\}/g;
const CHILD_ENTRY = /^(\w+)(?:\s*:\s*(\w+))?$/;
const SAME_ID_AND_PATH = /\bid: (['"])([^'"\n]*)\1,(\s*)path: \1\2\1,/g;

/**
 * The route tree that src/routeTree.gen.ts builds, without what the router does not read at run time:
 * - `update({ id: '/x', path: '/x', ... })` → `update({ path: '/x', ... })`: a route's id is its `id` or
 *   else its path, joined to its parent's (router-core's `BaseRoute.init`), so an id equal to the path adds
 *   nothing. Pathless layouts (`id` only) keep theirs.
 * - `const XRouteChildren: XRouteChildren = { ARoute: ARoute, BRoute: BRoute }` → `[ARoute, BRoute]`:
 *   `_addFileChildren` keeps `Object.values(children)`, the same routes in the same order; the keys only
 *   name them for the types. An object with anything else in it is left as it is.
 * Null when there is nothing to take out.
 */
export function compactRouteTree(code: string): string | null {
  const withoutIds = code.replace(SAME_ID_AND_PATH, 'path: $1$2$1,');
  const rewritten = withoutIds.replace(ROUTE_CHILDREN, (object, name: string, body: string) => {
    const routes: string[] = [];
    for (const entry of body.split(',').map((part) => part.trim())) {
      if (entry === '') continue;
      const match = CHILD_ENTRY.exec(entry);
      if (!match) return object;
      routes.push(match[2] ?? (match[1] as string));
    }
    return `const ${name} = [${routes.join(', ')}]`;
  });
  return rewritten === code ? null : rewritten;
}
