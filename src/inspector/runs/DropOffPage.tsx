import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Notice } from '../../ui/Notice';
import { parseDropOff } from './dropOffData';
import { dropOffCsv } from '../../../flows/runs/dropOffCsv';
import { DropOffView } from './DropOffView';
import { apiFilter, filterOf, paramsOf } from './runFilter';
import { RunFilterForm } from './RunFilterForm';
import { RunDropOffQuery } from './runs.graphql';
import { useRunsQuery } from './useRunsQuery';

/** /inspect/runs/drop-off: where the runs of the filter in the address stopped (the list's filter, shared). */
export function DropOffPage(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterOf(params), [params]);
  const variables = useMemo(() => ({ filter: apiFilter(filter) }), [filter]);
  const [loaded] = useRunsQuery(RunDropOffQuery, variables, parseDropOff);
  const query = paramsOf(filter).toString();
  return (
    <>
      <div className="runs-title-row">
        <h1 className="runs-title">Where runs stopped</h1>
        <Link to={`/inspect/runs${query === '' ? '' : `?${query}`}`}>The list of these runs</Link>
      </div>
      <RunFilterForm filter={filter} onApply={(next) => setParams(paramsOf(next))} />
      {loaded.state === 'loading' ? (
        <p role="status">Counting runs…</p>
      ) : loaded.state === 'failed' ? (
        <Notice tone="error">{loaded.message}</Notice>
      ) : (
        <DropOffView result={loaded.value} csv={dropOffCsv} />
      )}
    </>
  );
}
