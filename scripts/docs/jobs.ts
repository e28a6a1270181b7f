import { ONCE_ONLY_JOBS } from '../../server/jobs/onceOnly';
import { PERIODIC_JOBS } from '../../server/jobs/periodicJobs';
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

/**
 * The periodic jobs: PERIODIC_JOBS of server/jobs/periodicJobs.ts, in its order, each with its interval, the file
 * that declares it (`name: '<name>'` in a `PeriodicJob`) and the once-only job that file runs, if any.
 */
export function periodicJobsTable(root: string): string {
  const sources = sourcesUnder(root, ['server']);
  const rows = PERIODIC_JOBS.map((job) => {
    const declaring = sources.find(({ text }) => text.includes(`name: '${job.name}'`) && text.includes('PeriodicJob'));
    const onceOnly = [...(declaring?.text.matchAll(/onceOnly\([^,]+,\s*'(\w+)'/g) ?? [])].map(
      (run) => `\`${run[1] ?? ''}\``,
    );
    const file = declaring === undefined ? 'not found' : link(declaring.file);
    const at = job.immediately === true ? ', and at start' : '';
    return `| ${cell(job.name)} | ${humanMs(job.intervalMs)}${at} | ${file} | ${[...new Set(onceOnly)].join(', ') || 'every instance'} |`;
  });
  if (rows.length === 0)
    throw new Error('No periodic job found: teach scripts/docs/jobs.ts where the jobs are listed now.');
  return ['| Job | Every | File | Once-only job (else every instance runs it) |', '|---|---|---|---|', ...rows].join(
    '\n',
  );
}
