/**
 * A build step (used by vite.config.ts): the route modules that TanStack Router's code splitter writes
 * import `lazyRouteComponent` from '@tanstack/react-router'; this points that one import at the shop's
 * retrying version (`route-chunk.ts`) and leaves everything else as it is. Pure text in, text out, so it
 * runs in the build and in tests alike.
 */

const ROUTER_PACKAGE = '@tanstack/react-router';
const LAZY_ROUTE_COMPONENT = 'lazyRouteComponent';

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])@tanstack\/react-router\2[ \t]*;?/g;

/**
 * The module's code with `lazyRouteComponent` imported from `retryingModule` instead of the router, or
 * null when the module does not import it.
 */
export function withRetryingRouteChunks(code: string, retryingModule: string): string | null {
  let changed = false;
  const rewritten = code.replace(NAMED_IMPORT, (statement, specifierList: string) => {
    const specifiers = specifierList
      .split(',')
      .map((specifier) => specifier.trim())
      .filter(Boolean);
    const lazy = specifiers.find((specifier) => specifier.split(/\s+as\s+/)[0] === LAZY_ROUTE_COMPONENT);
    if (!lazy) return statement;
    changed = true;
    const rest = specifiers.filter((specifier) => specifier !== lazy);
    const retrying = `import { ${lazy} } from ${JSON.stringify(retryingModule)};`;
    // One line either way, so that the lines of the module (and its source map) stay where they were.
    return rest.length === 0
      ? retrying
      : `import { ${rest.join(', ')} } from ${JSON.stringify(ROUTER_PACKAGE)}; ${retrying}`;
  });
  return changed ? rewritten : null;
}
