/**
 * The header search box's machinery loads when the box is first used (issue 5). A test file mocks it to
 * arrive when the test lets it:
 *
 *   vi.mock('../../../src/features/header/header-search-machinery.ts', async (importOriginal) => {
 *     await (await import('./machinery-gate.ts')).machinery.arrived;
 *     return importOriginal();
 *   });
 *
 * Each test file has its own modules, so its own gate, closed until `arrive()`.
 */
let arrive = () => {};
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});

export const machinery = { arrived, arrive: () => arrive() };
