import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRootRoute, createRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { compactRouteTree, withoutFileRoutePaths } from '../../../scripts/lib/route-tree-build.ts';

describe('the build leaves out of the route definitions what only the types read (issue 15)', () => {
  it('takes the path out of createFileRoute, and nothing else', () => {
    const code = [
      "export const Route = createFileRoute('/_main/shop/search')({",
      "  head: () => ({ meta: [{ title: 'Search' }] }),",
      '});',
    ].join('\n');
    expect(withoutFileRoutePaths(code)).toBe(
      [
        'export const Route = createFileRoute()({',
        "  head: () => ({ meta: [{ title: 'Search' }] }),",
        '});',
      ].join('\n'),
    );
    expect(withoutFileRoutePaths('export const Route = createRootRouteWithContext<X>()({});')).toBeNull();
  });

  it('drops an id equal to its path and keeps the id of a pathless layout', () => {
    const code = [
      'const MainRoute = MainRouteImport.update({',
      "  id: '/_main',",
      '  getParentRoute: () => rootRouteImport,',
      '});',
      'const MainIndexRoute = MainIndexRouteImport.update({',
      "  id: '/',",
      "  path: '/',",
      '  getParentRoute: () => MainRoute,',
      '});',
    ].join('\n');
    const compacted = compactRouteTree(code) ?? '';
    expect(compacted).toContain("id: '/_main',");
    expect(compacted).toContain("update({\n  path: '/',\n  getParentRoute: () => MainRoute,");
  });

  it("lists each route's children in order, and leaves alone an object it does not recognise", () => {
    const code = [
      'const MainRouteChildren = {',
      '  MainIndexRoute: MainIndexRoute,',
      '  MainSearchRoute:',
      '    MainSearchRoute,',
      '  MainBrowseRoute,',
      '}',
      "const OtherRouteChildren = { MainIndexRoute: make('x') }",
    ].join('\n');
    expect(compactRouteTree(code)).toBe(
      [
        'const MainRouteChildren = [MainIndexRoute, MainSearchRoute, MainBrowseRoute]',
        "const OtherRouteChildren = { MainIndexRoute: make('x') }",
      ].join('\n'),
    );
  });

  it('gives the router the same routes: ids, paths and children', () => {
    const tree = (withIds: boolean) => {
      const root = createRootRoute();
      const main = createRoute({ id: '/_main', getParentRoute: () => root });
      const page = (path: string) =>
        createRoute({ path, getParentRoute: () => main }).update(
          (withIds ? { id: path, path } : { path }) as never,
        );
      const children = [page('/'), page('/shop/search'), page('/help-information/'), page('/products/$id')];
      const withChildren = withIds
        ? main._addFileChildren(Object.fromEntries(children.map((route, index) => [`R${index}`, route])))
        : main._addFileChildren(children);
      root._addFileChildren(withIds ? { withChildren } : [withChildren]);
      const routes = [root, withChildren, ...children];
      for (const [index, route] of routes.entries()) route.init(index);
      return routes.map((route) => ({
        id: route.id,
        path: route.path,
        fullPath: route.fullPath,
        children: (route.children as { id: string }[] | undefined)?.map((child) => child.id),
      }));
    };
    expect(tree(false)).toEqual(tree(true));
  });

  it("understands the generated tree: every route's children become a list", () => {
    const generated = readFileSync(path.join(process.cwd(), 'src', 'routeTree.gen.ts'), 'utf8');
    const compacted = compactRouteTree(generated) ?? '';
    expect(compacted).not.toMatch(/Children(?:\s*:\s*\w+)?\s*=\s*\{/);
    expect(compacted).not.toMatch(/\bid: '([^']*)',\s*path: '\1',/);
  });
});
