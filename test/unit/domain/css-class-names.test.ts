import { describe, expect, it } from 'vitest';
import { cssClassNamer, cssModuleKey } from '../../../src/domain/css-class-names.ts';

const HEADER_CSS = '.header { color: red }\n.topBar > .link:hover { margin: 0.5rem }\n.header.condensed {}';

describe('CSS module class names in a build', () => {
  it("names a module's classes by its path's key and each class's place in it", () => {
    const name = cssClassNamer();
    const key = cssModuleKey('src/features/header/Header.module.css');
    expect(
      ['header', 'topBar', 'link', 'condensed'].map((local) =>
        name(local, 'src/features/header/Header.module.css', HEADER_CSS),
      ),
    ).toEqual([`_${key}0`, `_${key}1`, `_${key}2`, `_${key}3`]);
  });

  it('gives the same names in every build, whatever order the modules come in', () => {
    const first = cssClassNamer();
    const second = cssClassNamer();
    const a = first('link', 'src/a.module.css', '.title {} .link {}');
    first('title', 'src/b.module.css', '.title {}');
    second('title', 'src/b.module.css', '.title {}');
    expect(second('link', 'src/a.module.css', '.title {} .link {}')).toBe(a);
  });

  it('never gives two classes the same name', () => {
    const name = cssClassNamer();
    const names = new Set<string>();
    for (let file = 0; file < 300; file++) {
      const path = `src/features/area${file}/View${file}.module.css`;
      const css = Array.from({ length: 40 }, (_, index) => `.class${index} {}`).join('\n');
      for (let index = 0; index < 40; index++) names.add(name(`class${index}`, path, css));
    }
    expect(names.size).toBe(300 * 40);
  });

  it('names a class the style sheet does not show as a selector after the others', () => {
    const name = cssClassNamer();
    const key = cssModuleKey('src/x.module.css');
    expect(name('hidden', 'src/x.module.css', '.shown {}')).toBe(`_${key}1`);
    expect(name('shown', 'src/x.module.css', '.shown {}')).toBe(`_${key}0`);
  });

  it('keys are 5 base-36 characters, so a name is a valid class whatever its key', () => {
    for (const path of ['a', 'src/ui/Button.module.css', 'src/features/home/Home.module.css']) {
      expect(cssModuleKey(path)).toMatch(/^[0-9a-z]{5}$/);
    }
  });

  it('refuses two modules whose paths give the same key', () => {
    const name = cssClassNamer(() => 'abcde');
    expect(name('a', 'src/a.module.css', '.a {}')).toBe('_abcde0');
    expect(() => name('a', 'src/b.module.css', '.a {}')).toThrow(/same key/);
  });
});
