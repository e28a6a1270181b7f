import { ONCE_ONLY_JOBS } from '../../server/jobs/onceOnly';
import { cell } from './docComment';
import { link } from './files';
import { sourcesUnder, type Source } from './sources';

/** Files under server/ that run a once-only job by its name (`onceOnly(db, '<job>', …)`). */
function filesRunning(job: string, sources: readonly Source[]): string[] {
  const call = new RegExp(`onceOnly\\([^,]+,\\s*'${job}'`);
  return sources.filter(({ text }) => call.test(text)).map(({ file }) => file);
}

/** ONCE_ONLY_JOBS, read from server/jobs/onceOnly.ts: each job, its advisory lock key and where it runs. */
export function onceOnlyJobsTable(root: string): string {
  const sources = sourcesUnder(root, ['server']);
  const rows = Object.entries(ONCE_ONLY_JOBS)
    .sort(([, a], [, b]) => a - b)
    .map(
      ([job, key]) =>
        `| \`${job}\` | ${key} | ${
          filesRunning(job, sources)
            .map((file) => link(file))
            .join(', ') || 'nowhere'
        } |`,
    );
  return ['| Job | Lock key | Run by |', '|---|---|---|', ...rows].join('\n');
}

/** Milliseconds as people say them: '30 s', '5 min', '1 h'. */
export function humanMs(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/** The value of `const <name> = <number expression>;` in the file, when it is plain arithmetic on numbers. */
function constantMs(name: string, text: string): number | null {
  const match = new RegExp(`const ${name}\\s*(?::[^=]+)?=\\s*([^;]+);`).exec(text);
  const expression = match?.[1]?.replace(/_/g, '').trim() ?? '';
  if (!/^[\d\s*+]+$/.test(expression)) return null;
  return expression
    .split('+')
    .map((term) => term.split('*').reduce((product, factor) => product * Number(factor.trim()), 1))
    .reduce((sum, term) => sum + term, 0);
}

/**
 * The periodic jobs: every `startPeriodic(logger, '<name>', <interval>, …)` under server/, with its interval (a
 * constant of the same file) and the once-only job it runs, if any.
 */
export function periodicJobsTable(root: string): string {
  const sources = sourcesUnder(root, ['server']).filter(({ file }) => file !== 'server/periodic.ts');
  const rows = sources.flatMap(({ file, text }) =>
    [...text.matchAll(/startPeriodic\(\s*[^,]+,\s*'([^']+)',\s*([A-Za-z_][\w.]*|[\d_]+)/g)].map((match) => {
      const [, name = '', interval = ''] = match;
      const ms = /^[\d_]+$/.test(interval) ? Number(interval.replace(/_/g, '')) : constantMs(interval, text);
      const onceOnly = [...text.matchAll(/onceOnly\([^,]+,\s*'(\w+)'/g)].map((run) => `\`${run[1] ?? ''}\``);
      return `| ${cell(name)} | ${ms === null ? `\`${interval}\`` : humanMs(ms)} | ${link(file)} | ${[...new Set(onceOnly)].join(', ') || 'every instance'} |`;
    }),
  );
  if (rows.length === 0)
    throw new Error(
      'No periodic job found (startPeriodic under server/): teach scripts/docs/jobs.ts where jobs start now.',
    );
  return ['| Job | Every | File | Once-only job (else every instance runs it) |', '|---|---|---|---|', ...rows].join(
    '\n',
  );
}
