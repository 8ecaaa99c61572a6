// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The import rules of DESIGN.md §2, checked on the source: every static import, re-export, `import()` and
 * type import of every file under src/ and machines/, read with the TypeScript parser.
 *
 * Kinds of import:
 * - 'static': `import … from`, `import 'x'`, `export … from`. Under verbatimModuleSyntax (tsconfig.base.json)
 *   `import { type A } from 'x'` is one too: it is compiled to `import {} from 'x'`, which still loads 'x'.
 * - 'type': `import type`, `export type … from`, `import('x').T` in a type. Erased: nothing loads.
 * - 'dynamic': `import('x')` in code. Loads later, in a chunk of its own.
 */

// ─── The rules, as data ──────────────────────────────────────────────────────────────────────────────────

/** Each file belongs to the area whose folder (or file) holds it. */
const AREAS = {
  routes: ['src/routes/', 'src/routeTree.gen.ts'],
  app: ['src/app/'],
  features: ['src/features/'],
  shop: ['src/shop/'],
  machines: ['machines/'],
  api: ['src/api/'],
  contract: ['src/contract/'],
  domain: ['src/domain/'],
  ui: ['src/ui/'],
  server: ['src/server/'],
} as const satisfies Record<string, readonly string[]>;
type Area = keyof typeof AREAS;

/** Imports run one way, top to bottom (DESIGN.md §2): an area never imports one of a tier above its own. */
const TIERS: readonly (readonly Area[])[] = [
  ['routes'],
  ['app'],
  ['features'],
  ['shop'],
  ['machines', 'api', 'contract', 'domain', 'ui'],
];

type Kind = 'static' | 'type' | 'dynamic';

interface AreaRule {
  /** The rule as the failure message says it. */
  says: string;
  from: Area;
  /** Areas it never imports, by any kind of import. */
  never?: readonly Area[];
  /** Or: the only areas it imports (by any kind), the areas it may import types of, and the packages it may use. */
  only?: { areas: readonly Area[]; typesOf?: readonly Area[]; packages?: readonly string[] | 'any' };
}

/**
 * Checked in this order; an import that breaks several rules is listed under the first. The layer order
 * (TIERS) comes after these, and last that no browser code imports src/server.
 */
const AREA_RULES: readonly AreaRule[] = [
  { says: 'src/features never imports src/app', from: 'features', never: ['app'] },
  {
    says: 'machines import only xstate and src/domain (and types of src/contract): flows stay framework-free',
    from: 'machines',
    only: { areas: ['machines', 'domain'], typesOf: ['contract'], packages: ['xstate'] },
  },
  {
    says: 'src/domain imports nothing outside src/domain (but types of src/contract): pure rules, no I/O',
    from: 'domain',
    only: { areas: ['domain'], typesOf: ['contract'], packages: [] },
  },
  {
    says: 'src/ui never imports features, app, shop or routes',
    from: 'ui',
    never: ['features', 'app', 'shop', 'routes'],
  },
  {
    says: 'src/server imports only src/server, src/domain and src/contract: never browser code',
    from: 'server',
    only: { areas: ['server', 'domain', 'contract'], packages: 'any' },
  },
];

/** Imports the rules allow by name, each with its reason. */
const ALLOWED: readonly { from: string; to: string; why: string }[] = [
  {
    from: 'src/app/router.ts',
    to: 'src/routeTree.gen.ts',
    why: 'the router is made from the route tree the router plugin generates from src/routes',
  },
];

/**
 * First paint (DESIGN.md §2: "A module that the first paint loads never imports src/shop statically").
 *
 * What the browser loads before it shows a page, as the build makes it (vite.config.ts, scripts/bundle-size.ts):
 * - the entry, src/app/main.tsx, and everything it imports statically. That takes in src/app/router.ts,
 *   src/routeTree.gen.ts and through it every route file: their `validateSearch`, `beforeLoad`, `loader`,
 *   `head`, error and not-found views stay in the first script.
 * - the page's own route chunks. The router plugin's autoCodeSplitting moves each route's `component` and
 *   `pendingComponent` (and what only they use) to chunks of their own, but the router fetches the matched
 *   routes' chunks and awaits them before it renders, so a route's component is the first paint of its
 *   page whenever a shopper lands there. A route file's static imports therefore all count, whichever of its
 *   parts uses them.
 * - what a route's `beforeLoad` or `loader` `import()`s: the router awaits those before the page renders too
 *   (scripts/bundle-size.ts counts them as the page's initial JavaScript).
 * Any other `import()` (src/app/main.tsx starting the session, a view's on-demand part) loads after first paint,
 * and a type import loads nothing.
 */
const FIRST_PAINT_ENTRY = 'src/app/main.tsx';
/** Route options the router awaits before it renders a page. */
const ROUTE_OPTIONS_AWAITED = ['beforeLoad', 'loader'];
/**
 * The part of src/shop that first paint (and any module outside src/shop) may import statically: the door
 * (useShop, shop.ready(), the hooks) and the instruments that work before the shop arrives (src/shop/README.md).
 */
const SHOP_DOOR = 'src/shop/door/';
const isDoor = (file: string) => file.startsWith(SHOP_DOOR);

// ─── Reading the imports ─────────────────────────────────────────────────────────────────────────────────

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCANNED = ['src', 'machines'];
const SOURCE = /\.(ts|tsx|mts|cts)$/;

interface Import {
  from: string;
  /** A project file (relative to the root), or a package name. */
  to: string;
  isPackage: boolean;
  kind: Kind;
  /** For a route file: an `import()` inside its beforeLoad or loader. */
  awaitedByRoute?: boolean;
  line: number;
}

function filesUnder(dir: string): string[] {
  const absolute = path.join(ROOT, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(relative);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

function resolve(from: string, specifier: string): { to: string; isPackage: boolean } {
  const bare = specifier.split('?')[0] ?? specifier;
  if (!bare.startsWith('.') && !bare.startsWith('/')) {
    const parts = bare.split('/');
    return { to: bare.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? bare), isPackage: true };
  }
  const base = path.resolve(ROOT, path.dirname(from), bare);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  // A file that is not there yet still has a place: the rules go by path.
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? base;
  return { to: path.relative(ROOT, found).split(path.sep).join('/'), isPackage: false };
}

/** Top-level declarations by name, to follow what a route's loader calls. */
function topLevelDeclarations(source: ts.SourceFile): Map<string, ts.Node> {
  const declarations = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      declarations.set(statement.name.text, statement);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) declarations.set(declaration.name.text, declaration);
      }
    }
  }
  return declarations;
}

/** The route options object: `createFileRoute('/x')({ … })`, `createRootRouteWithContext<C>()({ … })`. */
function routeOptions(source: ts.SourceFile): ts.ObjectLiteralExpression[] {
  const found: ts.ObjectLiteralExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isCallExpression(node.expression)) {
      const callee = node.expression.expression;
      const options = node.arguments[0];
      if (ts.isIdentifier(callee) && /^create(File|Root|LazyFile)Route/.test(callee.text) && options) {
        if (ts.isObjectLiteralExpression(options)) found.push(options);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The `import()` calls a route's beforeLoad and loader make, following the file's own functions they call. */
function awaitedImports(source: ts.SourceFile): Set<ts.Node> {
  const declarations = topLevelDeclarations(source);
  const pending: ts.Node[] = [];
  for (const options of routeOptions(source)) {
    for (const property of options.properties) {
      const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
      if (name && ROUTE_OPTIONS_AWAITED.includes(name)) pending.push(property);
    }
  }
  const seen = new Set<ts.Node>();
  const calls = new Set<ts.Node>();
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (seen.has(node)) continue;
    seen.add(node);
    const visit = (child: ts.Node) => {
      if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword)
        calls.add(child);
      if (ts.isIdentifier(child)) {
        const declaration = declarations.get(child.text);
        if (declaration && !seen.has(declaration)) pending.push(declaration);
      }
      ts.forEachChild(child, visit);
    };
    ts.forEachChild(node, visit);
  }
  return calls;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const awaited = areaOf(file) === 'routes' ? awaitedImports(source) : new Set<ts.Node>();
  const imports: Import[] = [];
  const add = (node: ts.Node, specifier: ts.Node | undefined, kind: Kind) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const target = resolve(file, specifier.text);
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    imports.push({
      from: file,
      ...target,
      kind,
      line,
      ...(awaited.has(node) ? { awaitedByRoute: true } : {}),
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      add(node, node.moduleSpecifier, node.importClause?.isTypeOnly ? 'type' : 'static');
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(node, node.moduleSpecifier, node.isTypeOnly ? 'type' : 'static');
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, node.moduleReference.expression, node.isTypeOnly ? 'type' : 'static');
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], 'dynamic');
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal, 'type');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return imports;
}

function areaOf(file: string): Area | undefined {
  for (const [area, prefixes] of Object.entries(AREAS) as [Area, readonly string[]][]) {
    if (prefixes.some((prefix) => (prefix.endsWith('/') ? file.startsWith(prefix) : file === prefix)))
      return area;
  }
  return undefined;
}

// ─── The checks ──────────────────────────────────────────────────────────────────────────────────────────

const files = SCANNED.flatMap((dir) => filesUnder(dir)).sort();
const imports = files.flatMap(importsOf);
const project = imports.filter((entry) => !entry.isPackage);
const allowed = (entry: Import) => ALLOWED.some((rule) => rule.from === entry.from && rule.to === entry.to);
const describeImport = (entry: Import) =>
  `${entry.from}:${entry.line} → ${entry.to}${entry.kind === 'static' ? '' : ` (${entry.kind})`}`;

function tierOf(area: Area): number {
  return TIERS.findIndex((tier) => tier.includes(area));
}

/** Which rule an import breaks, or null. */
function brokenRule(entry: Import): string | null {
  const from = areaOf(entry.from);
  if (!from || allowed(entry)) return null;
  const to = entry.isPackage ? undefined : areaOf(entry.to);
  for (const rule of AREA_RULES) {
    if (rule.from !== from) continue;
    if (rule.never && to && rule.never.includes(to)) return rule.says;
    if (rule.only) {
      const { areas, typesOf = [], packages = 'any' } = rule.only;
      if (entry.isPackage) {
        if (packages !== 'any' && !packages.includes(entry.to)) return rule.says;
      } else if (!to || !(areas.includes(to) || (entry.kind === 'type' && typesOf.includes(to)))) {
        return rule.says;
      }
    }
  }
  if (!to) return null;
  if (from !== 'server' && to === 'server') return 'browser code (and machines) never import src/server';
  const [fromTier, toTier] = [tierOf(from), tierOf(to)];
  if (fromTier >= 0 && toTier >= 0 && toTier < fromTier) {
    return `imports run one way: ${TIERS.map((tier) => tier.join(', ')).join(' → ')}; a lower layer never imports a higher one`;
  }
  return null;
}

function grouped(entries: readonly { rule: string; line: string }[]): string {
  const byRule = new Map<string, string[]>();
  for (const { rule, line } of entries) byRule.set(rule, [...(byRule.get(rule) ?? []), line]);
  return [...byRule]
    .map(([rule, lines]) => `${rule} (${lines.length}):\n${lines.map((line) => `  ${line}`).join('\n')}`)
    .join('\n\n');
}

/** Strongly connected components of the static runtime imports (Tarjan), each with one cycle through it. */
function runtimeCycles(): string[][] {
  const edges = new Map<string, string[]>();
  for (const entry of project) {
    if (entry.kind !== 'static' || !files.includes(entry.to)) continue;
    edges.set(entry.from, [...new Set([...(edges.get(entry.from) ?? []), entry.to])]);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
        onStack.delete(member);
        component.push(member);
        if (member === node) break;
      }
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const file of files) if (!index.has(file)) connect(file);
  // One shortest cycle through each component's first file, as the path to read.
  return components.map((component) => {
    const start = component[0] as string;
    const inside = new Set(component);
    const previous = new Map<string, string>();
    const queue = [start];
    for (let head = queue.shift(); head !== undefined; head = queue.shift()) {
      for (const next of edges.get(head) ?? []) {
        if (!inside.has(next)) continue;
        if (next === start) {
          const cycle = [start];
          for (let at: string | undefined = head; at !== undefined && at !== start; at = previous.get(at)) {
            cycle.splice(1, 0, at);
          }
          const rest = component.filter((file) => !cycle.includes(file));
          return [
            ...cycle,
            start,
            ...(rest.length > 0 ? [`(and in cycles with these: ${rest.join(', ')})`] : []),
          ];
        }
        if (!previous.has(next)) {
          previous.set(next, head);
          queue.push(next);
        }
      }
    }
    return component;
  });
}

/** Each first-paint module with the import chain that brings it in. */
function firstPaintModules(): Map<string, string[]> {
  const chains = new Map<string, string[]>([[FIRST_PAINT_ENTRY, [FIRST_PAINT_ENTRY]]]);
  const queue = [FIRST_PAINT_ENTRY];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const entry of project) {
      if (entry.from !== file || chains.has(entry.to)) continue;
      const loads = entry.kind === 'static' || (entry.kind === 'dynamic' && entry.awaitedByRoute === true);
      if (!loads) continue;
      chains.set(entry.to, [...(chains.get(file) ?? []), entry.to]);
      queue.push(entry.to);
    }
  }
  return chains;
}

describe('import rules (DESIGN.md §2)', () => {
  it('reads the source', () => {
    expect(files).toContain(FIRST_PAINT_ENTRY);
    expect(project.length).toBeGreaterThan(files.length);
    const outside = files.filter((file) => !areaOf(file));
    expect(outside, 'files in no area of AREAS').toEqual([]);
  });

  it('has no import cycle among runtime imports', () => {
    const cycles = runtimeCycles();
    const message = cycles.map((cycle) => `  ${cycle.join('\n    → ')}`).join('\n\n');
    expect(cycles.length, `${cycles.length} import cycles of static runtime imports:\n${message}\n`).toBe(0);
  });

  const layerViolations = imports
    .map((entry) => ({ entry, rule: brokenRule(entry) }))
    .flatMap(({ entry, rule }) => (rule ? [{ rule, line: describeImport(entry) }] : []));
  const featuresRule = AREA_RULES[0]?.says;

  it('src/features never imports src/app', () => {
    const broken = layerViolations.filter((violation) => violation.rule === featuresRule);
    expect(broken.length, `${broken.length} imports break the rules:\n${grouped(broken)}\n`).toBe(0);
  });

  it('imports follow the layer order and each area keeps to what it may import', () => {
    const broken = layerViolations.filter((violation) => violation.rule !== featuresRule);
    expect(broken.length, `${broken.length} imports break the rules:\n${grouped(broken)}\n`).toBe(0);
  });

  it(`first paint never imports src/shop statically (but ${SHOP_DOOR})`, () => {
    const chains = firstPaintModules();
    const broken = project
      .filter((entry) => chains.has(entry.from) && areaOf(entry.to) === 'shop' && !isDoor(entry.to))
      .filter((entry) => entry.kind === 'static' || entry.awaitedByRoute === true)
      .map((entry) => ({
        rule: `a first-paint module imports src/shop: use ${SHOP_DOOR}*, import() or import type`,
        line: `${describeImport(entry)}${entry.awaitedByRoute ? ' (awaited by a route)' : ''}\n      first paint by ${(chains.get(entry.from) ?? []).join(' → ')}`,
      }));
    expect(broken.length, `${broken.length} imports break the rules:\n${grouped(broken)}\n`).toBe(0);
  });

  it(`outside src/shop, the running shop is reached through its door only (${SHOP_DOOR}*)`, () => {
    const broken = project
      .filter((entry) => areaOf(entry.from) !== 'shop' && areaOf(entry.to) === 'shop' && !isDoor(entry.to))
      .filter((entry) => entry.kind === 'static' && !entry.from.startsWith('src/app/main.tsx'))
      .map((entry) => ({
        rule: `only the door of src/shop is imported statically: useShop() or import type for the rest`,
        line: describeImport(entry),
      }));
    expect(broken.length, `${broken.length} imports break the rules:\n${grouped(broken)}\n`).toBe(0);
  });
});
