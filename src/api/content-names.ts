/**
 * Content fragment names (doc 3 §2 "Content pages"). Apart from the page schemas of src/api/content.ts
 * (which re-exports these) because the help routes check a name before they load anything (issue 5).
 */

/** A fragment name: lower-case words of letters, digits and dashes, joined by slashes. */
export const CONTENT_NAME = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/;
export const CONTENT_NAME_MAX_LENGTH = 120;

export function isContentName(name: string): boolean {
  return name.length <= CONTENT_NAME_MAX_LENGTH && CONTENT_NAME.test(name);
}
