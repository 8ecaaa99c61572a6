/**
 * Class names of the CSS modules in a build (issue 5: the initial JavaScript). Each module's classes are
 * named `_{file}{n}`: {file} is 5 base-36 characters from the module's path, {n} the class's place among
 * the module's classes, in base 36 (`_k3f9a0`, `_k3f9a1`, ...). Every class map in the scripts, and every
 * style sheet, is smaller than with `_{class}_{hash}_{line}`; the same sources give the same names in every
 * build, and no two classes of the build share a name. Development keeps Vite's readable names.
 */

const FILE_KEY_LENGTH = 5;

/** FNV-1a, 32 bits: a module path's key, `FILE_KEY_LENGTH` base-36 characters. */
export function cssModuleKey(path: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < path.length; index++) {
    hash ^= path.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, '0').slice(-FILE_KEY_LENGTH);
}

const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Everything written like a class selector in the style sheet, in order, each once. */
function classesIn(css: string): string[] {
  return [...new Set(Array.from(css.matchAll(CLASS_SELECTOR), (match) => match[1] ?? ''))];
}

/**
 * Names classes for one build. `path` is the module's path relative to the project (the same on every
 * machine); `css` its source, whose order of classes numbers them. Throws when two modules' paths give
 * the same key, rather than let their classes share names.
 */
export function cssClassNamer(
  keyOf: (path: string) => string = cssModuleKey,
): (local: string, path: string, css: string) => string {
  const modules = new Map<string, { key: string; classes: string[] }>();
  const pathOfKey = new Map<string, string>();
  return (local, path, css) => {
    let module = modules.get(path);
    if (!module) {
      const key = keyOf(path);
      const other = pathOfKey.get(key);
      if (other !== undefined && other !== path) {
        throw new Error(`CSS modules ${other} and ${path} have the same key (${key}): rename one`);
      }
      pathOfKey.set(key, path);
      module = { key, classes: classesIn(css) };
      modules.set(path, module);
    }
    let place = module.classes.indexOf(local);
    if (place === -1) place = module.classes.push(local) - 1;
    return `_${module.key}${place.toString(36)}`;
  };
}
