import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ARCHITECTURE, architecturePage } from './architecture';

/**
 * `npm run docs:generate`: rewrites the generated blocks of docs/ARCHITECTURE.md from the code (machines,
 * conversations, server modules, jobs, routes, domain files). tests/docs/architecture.test.ts fails when the
 * committed page differs from what this writes.
 */
const root = resolve(import.meta.dirname, '..', '..');
writeFileSync(join(root, ARCHITECTURE), await architecturePage(root));
console.log(`${ARCHITECTURE}: generated blocks written.`);
