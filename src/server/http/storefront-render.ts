import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The catalogue's pages rendered on the server (issue 20: paint before the JavaScript). The storefront's
 * build has a second bundle, `dist/server/server-render.js` (src/app/server-render.tsx): it renders a page
 * of the app to markup as the browser first shows it. This module loads it, answers the page's calls with
 * the server's own API in-process (as the shopper's request, so throttling sees the shopper), and writes
 * the markup, its data and its styles into the storefront's index.html. The browser hydrates the page
 * from the same data (src/app/main.tsx).
 */

type Answer = (request: Request, init?: RequestInit) => Promise<Response>;

/** What the server bundle exports (src/app/server-render.tsx). */
interface ServerRenderBundle {
  setCallTransport(fetch: Answer | undefined): void;
  renderPage(href: string, browser: BrowserHeaders): Promise<RenderedPage | null>;
}

/** What the shopper's request says of their browser (the app banner's place depends on it). */
export interface BrowserHeaders {
  userAgent?: string | undefined;
  cookies?: string | undefined;
}

interface RenderedPage {
  html: string;
  title: string;
  state: string;
  routeIds: string[];
}

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** How long a page may take to render before the browser is left to render it. */
export const RENDER_TIMEOUT_MS = 1500;

export interface PageRenderer {
  /**
   * The storefront's index.html with the page rendered into it, or null when the browser renders it (a page
   * the server does not render, a redirect, a page not found, a failure, or a render over the time limit).
   */
  render(indexHtml: string, href: string, answer: Answer, browser?: BrowserHeaders): Promise<string | null>;
}

export interface PageRendererOptions {
  /** The built storefront (`dist/ecom`): its manifest says which styles and scripts each route has. */
  staticDir: string;
  /** The server bundle; `dist/server/server-render.js` beside the storefront by default. */
  bundleFile?: string;
  /** Where a failed render is reported (the page is still served, rendered by the browser). */
  onError?: (error: unknown) => void;
}

/** Loads the server bundle; undefined when the build has none (the storefront then renders in the browser). */
export async function loadPageRenderer({
  staticDir,
  bundleFile = path.join(staticDir, '..', 'server', 'server-render.js'),
  onError = () => {},
}: PageRendererOptions): Promise<PageRenderer | undefined> {
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(bundleFile) || !existsSync(manifestFile)) return undefined;
  const bundle = (await import(pathToFileURL(bundleFile).href)) as ServerRenderBundle;
  const assets = storefrontAssets(staticDir, JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest);

  // The bundle's call layer is one for the process; each render's calls are answered for its own request.
  const answers = new AsyncLocalStorage<Answer>();
  bundle.setCallTransport((request, init) => {
    const answer = answers.getStore();
    return answer ? answer(request, init) : Promise.reject(new Error('No page is being rendered'));
  });

  return {
    async render(indexHtml, href, answer, browser = {}) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          onError(new Error(`Rendering ${href} took over ${RENDER_TIMEOUT_MS} ms: the browser renders it`));
          resolve(null);
        }, RENDER_TIMEOUT_MS);
      });
      try {
        const page = await Promise.race([answers.run(answer, () => bundle.renderPage(href, browser)), late]);
        return page ? assets.page(indexHtml, page) : null;
      } catch (error) {
        onError(error);
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The tags React renders for the head (title, meta, links), which it writes before the page's markup. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/** What a rendered page needs from the build: each route's styles inline, and its chunks preloaded. */
function storefrontAssets(staticDir: string, manifest: Manifest) {
  const base = '/ecom/';
  const styleSheets = new Map<string, string>();
  const styleOf = (file: string) => {
    let css = styleSheets.get(file);
    if (css === undefined) {
      css = readFileSync(path.join(staticDir, file), 'utf8');
      styleSheets.set(file, css);
    }
    return css;
  };
  const entry = manifest['index.html'];
  const entryStyles = new Set(entry?.css ?? []);

  /** The route's own chunks (its component and pending view) with everything they import. */
  const chunksOf = (routeId: string): ManifestChunk[] => {
    const files = routeFilesOf(routeId);
    const seen = new Set<string>();
    const chunks: ManifestChunk[] = [];
    const visit = (key: string) => {
      if (seen.has(key) || key === 'index.html') return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      chunks.push(chunk);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of Object.keys(manifest)) {
      if (files.includes(key.split('?')[0] ?? key) && key.includes('?')) visit(key);
    }
    return chunks;
  };

  return {
    page(indexHtml: string, page: RenderedPage): string {
      const chunks = page.routeIds.flatMap(chunksOf);
      const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter(
        (file) => !entryStyles.has(file),
      );
      const scripts = [...new Set(chunks.map((chunk) => chunk.file))];
      const headTags = LEADING_HEAD_TAGS.exec(page.html)?.[0] ?? '';
      const markup = page.html.slice(headTags.length);
      const head = [
        ...styles.map((file) => `<style data-href="${base}${file}">${styleOf(file)}</style>`),
        ...scripts.map(
          (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${file}">`,
        ),
        headTags.includes('<title>') ? '' : `<title>${escapeHtml(page.title)}</title>`,
        headTags,
      ].join('');
      return (
        indexHtml
          // The page's own title replaces the shell's.
          .replace(/<title>[^<]*<\/title>/, '')
          // The first paint's styles are in the page, not behind a request (the entry's too).
          .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (tag, href: string) => {
            const file = href.startsWith(base) ? href.slice(base.length) : undefined;
            return file && entryStyles.has(file)
              ? `<style data-href="${href}">${styleOf(file)}</style>`
              : tag;
          })
          // The page paints without its scripts: they come after what it shows (its pictures first).
          .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
          .replace('</head>', `${head}</head>`)
          .replace(
            '<div id="root"></div>',
            `<div id="root">${markup}</div><script id="server-state" type="application/json">${page.state}</script>`,
          )
      );
    },
  };
}

/** A route's file under src/routes from its id: `/_main/shop/search` → `src/routes/_main/shop/search.tsx`. */
export function routeFilesOf(routeId: string): string[] {
  if (routeId === '__root__') return ['src/routes/__root.tsx'];
  if (routeId.endsWith('/'))
    return [`src/routes${routeId}index.tsx`, `src/routes${routeId.slice(0, -1)}.tsx`];
  return [`src/routes${routeId}.tsx`, `src/routes${routeId}/index.tsx`, `src/routes${routeId}/route.tsx`];
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
