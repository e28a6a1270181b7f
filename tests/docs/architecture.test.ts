import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE, architecturePage } from '../../scripts/docs/architecture';
import { humanMs } from '../../scripts/docs/jobs';
import { fillMarkers } from '../../scripts/docs/markers';

const ROOT = join(import.meta.dirname, '..', '..');

describe('docs/ARCHITECTURE.md', () => {
  it('holds the inventories the code has today', async () => {
    const committed = readFileSync(join(ROOT, ARCHITECTURE), 'utf8');
    const generated = await architecturePage(ROOT);
    expect(
      committed === generated,
      `${ARCHITECTURE} is stale: its generated blocks differ from the code. Run \`npm run docs:generate\` and commit the page.`,
    ).toBe(true);
  }, 60_000);
});

describe('the generated blocks', () => {
  const page = ['# Page', '<!-- generated:a -->', 'old', '<!-- /generated:a -->', 'kept', ''].join('\n');

  it('replace what is between their markers and keep the rest', () => {
    expect(fillMarkers(page, { a: 'new' })).toBe(page.replace('old', 'new'));
  });

  it('fail on a block the page lacks and on a marker nothing generates', () => {
    expect(() => fillMarkers(page, { a: 'new', b: 'more' })).toThrow('no block for: b');
    expect(() => fillMarkers(page, {})).toThrow("No generator for the block 'a'");
  });

  it('say intervals as people do', () => {
    expect([30_000, 300_000, 3_600_000, 1500].map(humanMs)).toEqual(['30 s', '5 min', '1 h', '1500 ms']);
  });
});
