import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/ holds one record per decision (docs/decisions/README.md): NNNN-<slug>.md with a title and the
 * sections Context, Decision and Consequences, numbered 0001, 0002… with no gap, every one listed in the index.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const DIR = join(ROOT, 'docs', 'decisions');
const RECORD = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const SECTIONS = ['## Context', '## Decision', '## Consequences'];

const names = readdirSync(DIR).filter((name) => name !== 'README.md');
const records = names.filter((name) => RECORD.test(name)).sort();
const numberOf = (name: string): number => Number(RECORD.exec(name)?.[1]);

/** What is wrong with a record's layout, or null: a title first, then exactly the three sections, each not empty. */
function layoutProblem(text: string): string | null {
  const lines = text.split('\n');
  if (!lines[0]?.startsWith('# ')) return 'the first line is not a `# ` title';
  const headings = lines.filter((line) => line.startsWith('## '));
  if (headings.join('|') !== SECTIONS.join('|'))
    return `its \`##\` sections are [${headings.join(', ')}], not [${SECTIONS.join(', ')}] in that order`;
  const at = SECTIONS.map((section) => lines.indexOf(section));
  for (const [i, start] of at.entries()) {
    const body = lines.slice(start + 1, at[i + 1] ?? lines.length).join('\n');
    if (body.trim() === '') return `${SECTIONS[i] ?? ''} is empty`;
  }
  return null;
}

describe('docs/decisions', () => {
  it('holds only numbered records and the index', () => {
    const next = String(records.length + 1).padStart(4, '0');
    const stray = names.filter((name) => !RECORD.test(name));
    expect(stray, `rename each to ${next}-<slug>.md (then the next number), and list it in README.md`).toEqual([]);
  });

  it('numbers the records 0001, 0002… once each, with no gap', () => {
    expect(records.map(numberOf)).toEqual(records.map((_, i) => i + 1));
  });

  it.each(records)('%s has a title, Context, Decision and Consequences', (name) => {
    expect(layoutProblem(readFileSync(join(DIR, name), 'utf8'))).toBeNull();
  });

  it('lists every record in README.md, and nothing else', () => {
    const index = readFileSync(join(DIR, 'README.md'), 'utf8');
    const listed = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(listed).toEqual(records);
  });

  it('is linked to, never the single file it replaced', () => {
    // The old single file, by its path or linked from docs/
    const gone = /(?:docs\/|\]\()DECISIONS\.md/;
    const offenders: string[] = [];
    const walk = (path: string): void => {
      if (statSync(path).isDirectory()) {
        for (const entry of readdirSync(path)) walk(join(path, entry));
      } else if (/\.(ts|tsx|js|md|graphql)$/.test(path) && gone.test(readFileSync(path, 'utf8'))) {
        offenders.push(path.slice(ROOT.length + 1));
      }
    };
    for (const top of [
      'README.md',
      'docs',
      'domain',
      'machines',
      'flows',
      'src',
      'server',
      'tenants',
      'tests',
      'bench',
    ])
      if (existsSync(join(ROOT, top))) walk(join(ROOT, top));
    expect(offenders, `point them to the record in docs/decisions/ instead`).toEqual([]);
  });
});
