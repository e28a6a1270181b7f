import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../flows/catalogue';
import { filesEndingWith, importEach, machineFiles } from './discover';
import { conversations } from './machineCoverage';

/**
 * flows/catalogue.ts is written out (Vite bundles it for the inspector), so these tests hold it to the
 * files on disk: a machine a new `*.machine.ts` file exports, left out of the catalogue, fails here,
 * while the coverage report (tests/coverage/report.ts) lists it anyway, found by the same discovery.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const files = await machineFiles(ROOT);
const discovered = files.flatMap(({ file, machines }) => machines.map(({ exportName, machine }) => ({ file, exportName, machine })));

describe('finding the machines on disk', () => {
  it('takes every *.machine.ts below machines/ and flows/, in folders of their own too, and the state machines each exports', async () => {
    const fixture = await machineFiles(resolve(import.meta.dirname, 'fixture'));
    expect(fixture.map(({ file, machines }) => [file, machines.map(({ exportName, machine }) => `${exportName}: ${machine.id}`)])).toEqual([
      ['flows/chat/demo.machine.ts', ['demoMachine: demo']],
      ['flows/chat/helpers.machine.ts', []],
      ['machines/lamp.machine.ts', ['lampMachine: lamp']],
    ]);
  });

  it('finds the project\'s machines, the assistant and the ones under machines/', () => {
    const ids = discovered.map(({ machine }) => machine.id);
    expect(ids).toEqual(expect.arrayContaining(['assistant', 'auth', 'doctorSearch', 'appointmentView']));
    expect(files.every(({ file }) => /^(machines|flows)\/.+\.machine\.ts$/.test(file))).toBe(true);
  });
});

describe('flows/catalogue.ts', () => {
  it('lists every machine a *.machine.ts file exports', () => {
    const missing = discovered
      .filter(({ machine }) => !MACHINES.some((entry) => entry.machine === machine))
      .map(({ file, exportName }) => `${exportName} (${file})`);
    expect(missing, 'add these to MACHINES in flows/catalogue.ts').toEqual([]);
  });

  it('lists nothing else, each machine once under its own id', () => {
    const strays = MACHINES.filter((entry) => !discovered.some(({ machine }) => machine === entry.machine)).map((entry) => entry.id);
    expect(strays, 'catalogued machines no *.machine.ts exports').toEqual([]);
    expect(MACHINES.filter((entry) => entry.id !== entry.machine.id).map((entry) => entry.id)).toEqual([]);
    expect(new Set(MACHINES.map((entry) => entry.id)).size).toBe(MACHINES.length);
  });

  it('has no *.machine.ts file that exports no machine', () => {
    expect(files.filter(({ machines }) => machines.length === 0).map(({ file }) => file)).toEqual([]);
  });

  it('has, in a catalogued machine, every conversation a flows/**/*.conversation.ts file exports', async () => {
    const composed = new Set(MACHINES.flatMap(({ machine }) => conversations(machine).map((part) => part.title)));
    const exported = (await importEach(ROOT, filesEndingWith(ROOT, ['flows'], '.conversation.ts'))).flatMap(({ file, exports }) =>
      Object.values(exports).flatMap((value) => {
        const meta: unknown = typeof value === 'object' && value !== null && 'meta' in value ? value.meta : undefined;
        const title = typeof meta === 'object' && meta !== null && 'conversation' in meta ? meta.conversation : undefined;
        return typeof title === 'string' ? [{ file, title }] : [];
      }),
    );
    expect(exported.filter(({ title }) => !composed.has(title)).map(({ file, title }) => `${title} (${file})`)).toEqual([]);
  });
});
