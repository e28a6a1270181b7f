import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entryScripts, foreignModules, OTHER_ENTRIES_MODULES, reachableChunks } from '../../../bench/patientChunks';

const dists: string[] = [];
afterEach(() => {
  for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true });
});

/** A build as Vite writes one: pages, chunks naming each other, and a source map per chunk listing its modules. */
function build(chunks: Readonly<Record<string, { code: string; modules: readonly string[] }>>): string {
  const dist = mkdtempSync(join(tmpdir(), 'carechat-chunks-'));
  dists.push(dist);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-b.js">',
  );
  writeFileSync(join(dist, 'staff.html'), '<script type="module" crossorigin src="/assets/staff-s.js"></script>');
  writeFileSync(join(dist, 'inspect.html'), '<script type="module" crossorigin src="/assets/inspect-i.js"></script>');
  for (const [name, { code, modules }] of Object.entries(chunks)) {
    writeFileSync(join(dist, 'assets', name), code);
    if (modules.length > 0)
      writeFileSync(
        join(dist, 'assets', `${name}.map`),
        JSON.stringify({ version: 3, sources: modules.map((m) => `../../${m}`) }),
      );
  }
  return dist;
}

const PATIENT = {
  'index-a.js': { code: 'import{a}from"./shared-b.js";const l=()=>import("./Lazy-c.js");', modules: ['src/main.tsx'] },
  'shared-b.js': { code: 'export const a=1;', modules: ['src/ui/Dialog.tsx'] },
  'Lazy-c.js': { code: 'const d=["assets/Deep-d.js"];', modules: ['src/screens/x.tsx'] },
  'Deep-d.js': { code: 'export{}', modules: ['src/orders/y.tsx'] },
  'staff-s.js': { code: 'import{a}from"./shared-b.js";', modules: ['src/staff/main.tsx'] },
  'inspect-i.js': { code: 'import{a}from"./shared-b.js";', modules: ['src/inspector/main.tsx'] },
};

describe("the chunks a patient's page can reach", () => {
  it('follows static imports, dynamic imports and preload lists from the page, and never the staff or inspector page', () => {
    const root = build(PATIENT);
    expect(entryScripts(root)).toEqual(['assets/index-a.js', 'assets/shared-b.js']);
    expect(reachableChunks(root)).toEqual([
      'assets/Deep-d.js',
      'assets/Lazy-c.js',
      'assets/index-a.js',
      'assets/shared-b.js',
    ]);
    expect(foreignModules(root, OTHER_ENTRIES_MODULES)).toEqual([]);
  });

  it("finds a staff module that a patient's chunk pulls in, however deep", () => {
    const root = build({
      ...PATIENT,
      'Deep-d.js': { code: 'export{}', modules: ['src/orders/y.tsx', 'src/staff/format.ts'] },
    });
    expect(foreignModules(root, OTHER_ENTRIES_MODULES)).toEqual([
      { chunk: 'assets/Deep-d.js', module: 'src/staff/format.ts' },
    ]);
  });

  it("finds an inspector module that a patient's chunk pulls in, loaded at once or on demand", () => {
    const onDemand = build({ ...PATIENT, 'Lazy-c.js': { code: '', modules: ['src/inspector/InspectorPage.tsx'] } });
    expect(foreignModules(onDemand, OTHER_ENTRIES_MODULES)).toEqual([
      { chunk: 'assets/Lazy-c.js', module: 'src/inspector/InspectorPage.tsx' },
    ]);
    const eager = build({ ...PATIENT, 'shared-b.js': { code: '', modules: ['src/inspector/format.ts'] } });
    expect(foreignModules(eager, OTHER_ENTRIES_MODULES)).toEqual([
      { chunk: 'assets/shared-b.js', module: 'src/inspector/format.ts' },
    ]);
  });
});
