/**
 * `npm run flows`: for every machine in the registry, writes `docs/flows/<id>.md` (a Mermaid state diagram
 * with the states and transitions explained) and `docs/flows/<id>.json` (the configuration for the Stately
 * editor). Files of machines no longer registered are removed.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { machines } from '../machines/index.ts';
import { flowJson, flowMarkdown, functionsIn } from './lib/flow-doc.ts';

const directory = new URL('../docs/flows/', import.meta.url);
await mkdir(directory, { recursive: true });

const written = new Set<string>();
for (const [id, entry] of Object.entries(machines)) {
  const inline = functionsIn(entry.machine.config);
  if (inline.length > 0) {
    throw new Error(
      `${id}: name these implementations in setup() so the JSON keeps them: ${inline.join(', ')}`,
    );
  }
  await writeFile(new URL(`${id}.md`, directory), flowMarkdown(id, entry));
  await writeFile(new URL(`${id}.json`, directory), flowJson(entry.machine));
  written.add(`${id}.md`).add(`${id}.json`);
  console.log(`docs/flows/${id}.md, docs/flows/${id}.json`);
}

for (const file of await readdir(directory)) {
  if (/\.(md|json)$/.test(file) && !written.has(file)) {
    await rm(new URL(file, directory));
    console.log(`removed docs/flows/${file}`);
  }
}
