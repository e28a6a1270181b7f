import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Notice } from '../../ui/Notice';
import { parseSummaries, type RunSummary } from './runData';
import { apiFilter, filterOf, pageOf, paramsOf, PAGE_SIZE, type RunFilter } from './runFilter';
import { RunFilterForm } from './RunFilterForm';
import { formatBytes, formatTime } from './runFormat';
import { RecordedRunsQuery } from './runs.graphql';
import { useRunsQuery } from './useRunsQuery';

function RunRow({ run }: { run: RunSummary }): React.JSX.Element {
  return (
    <tr>
      <td>
        <Link to={`/inspect/runs/${encodeURIComponent(run.id)}`}>{formatTime(run.startedAt)}</Link>
      </td>
      <td>{run.flow}</td>
      <td>
        <span className={`runs-outcome runs-outcome--${run.outcome}`}>{run.outcome}</span>
      </td>
      <td className="inspector-mono runs-state">{run.finalState === '' ? '—' : run.finalState}</td>
      <td>{run.error ?? '—'}</td>
      <td className="runs-number">{run.steps}</td>
      <td className="runs-number">{formatBytes(run.sizeBytes)}</td>
      <td>{formatTime(run.updatedAt)}</td>
    </tr>
  );
}

function RunTable({ runs, page }: { runs: readonly RunSummary[]; page: number }): React.JSX.Element {
  const first = page * PAGE_SIZE + 1;
  return (
    <div className="runs-table-scroll">
      <table className="inspector-table runs-table">
        <caption className="runs-caption">
          Runs {first}–{first + runs.length - 1}, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Started</th>
            <th scope="col">Conversation</th>
            <th scope="col">Outcome</th>
            <th scope="col">Final state</th>
            <th scope="col">Error</th>
            <th scope="col">Steps</th>
            <th scope="col">Size</th>
            <th scope="col">Last update</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <RunRow key={run.id} run={run} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /inspect/runs: the recorded runs matching the filter in the address, newest first, a page at a time. */
export function RunList(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterOf(params), [params]);
  const page = pageOf(params);
  const variables = useMemo(() => ({ filter: apiFilter(filter, page) }), [filter, page]);
  const [loaded, refresh] = useRunsQuery(RecordedRunsQuery, variables, parseSummaries);
  const go = (next: RunFilter, nextPage = 0): void => setParams(paramsOf(next, nextPage));
  const query = paramsOf(filter).toString();

  return (
    <>
      <div className="runs-title-row">
        <h1 className="runs-title">Recorded runs</h1>
        <button type="button" className="button button--secondary button--small" onClick={refresh}>
          Refresh
        </button>
        <Link to={`/inspect/runs/drop-off${query === '' ? '' : `?${query}`}`}>Drop-off of these runs</Link>
      </div>
      <RunFilterForm filter={filter} onApply={(next) => go(next)} />
      {loaded.state === 'loading' ? (
        <p role="status">Loading runs…</p>
      ) : loaded.state === 'failed' ? (
        <Notice tone="error">{loaded.message}</Notice>
      ) : loaded.value.length === 0 ? (
        <p role="status">{page === 0 ? 'No recorded run matches this filter.' : 'No more runs.'}</p>
      ) : (
        <RunTable runs={loaded.value.slice(0, PAGE_SIZE)} page={page} />
      )}
      <nav className="inspector-row runs-pages" aria-label="Pages">
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={page === 0}
          onClick={() => go(filter, page - 1)}
        >
          Previous page
        </button>
        <span>Page {page + 1}</span>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={loaded.state !== 'loaded' || loaded.value.length <= PAGE_SIZE}
          onClick={() => go(filter, page + 1)}
        >
          Next page
        </button>
      </nav>
    </>
  );
}
