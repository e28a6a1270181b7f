import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Notice } from '../../ui/Notice';
import { RunDetailView } from './RunDetailView';
import { parseDetail } from './runData';
import { RecordedRunQuery } from './runs.graphql';
import { useRunsQuery } from './useRunsQuery';
import { machineVersions } from '../../../flows/runs/versions';
import { againstBuild } from './againstBuild';

/** /inspect/runs/:id: one run, asked for once (each answer records an opening). */
export function RunPage(): React.JSX.Element {
  const { id = '' } = useParams();
  const variables = useMemo(() => ({ id }), [id]);
  const [loaded] = useRunsQuery(RecordedRunQuery, variables, parseDetail);
  if (loaded.state === 'loading') return <p role="status">Loading the run…</p>;
  if (loaded.state === 'failed') return <Notice tone="error">{loaded.message}</Notice>;
  if (loaded.value === null)
    return <Notice tone="error">No recorded run has this id: it may have been deleted after its retention.</Notice>;
  return <RunDetailView run={loaded.value} currentVersions={machineVersions()} againstBuild={againstBuild} />;
}
