import { t } from '../../../../i18n/translate';
import './resultsGraph.css';
import { useMemo } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery, useSubscription } from 'urql';
import { useSession } from '../../../lib/session/session';
import { Notice } from '../../../ui/Notice';
import { readFragment } from '../../../lib/graphql/graphql';
import { LabResultFields } from '../graphql/reportResults';
import { graphModel, type GraphModel } from './graphModel';
import { RESULTS_GRAPH_TEXT } from './graphText';
import { ResultsChart } from './ResultsChart';
import { GraphReportsChangedSubscription, ResultsGraphQuery } from './resultsGraphQuery';
import { ResultsTable } from './ResultsTable';

/** Where Back goes when the graph was opened by a typed or shared address: the patient's Lab Tests. */
const labTestsRoute = (patientId: string): string =>
  patientId === '' ? '/history/examination' : `/history/examination?${new URLSearchParams({ patientId }).toString()}`;

function BackButton({ patientId }: { patientId: string }): React.JSX.Element {
  const navigate = useNavigate();
  // A location key other than 'default' means the app's own history is behind this page.
  const { key } = useLocation();
  return (
    <button
      type="button"
      className="button button--secondary results-graph__back"
      onClick={() => void (key !== 'default' ? navigate(-1) : navigate(labTestsRoute(patientId)))}
    >
      {t(RESULTS_GRAPH_TEXT.back)}
    </button>
  );
}

function GraphBody({ model }: { model: GraphModel }): React.JSX.Element {
  return (
    <>
      <h2 className="results-graph__name">
        {model.name}
        {model.unit === null ? null : <span className="results-graph__unit"> ({model.unit})</span>}
      </h2>
      {model.points.length === 0 ? (
        <Notice tone="info">{t(RESULTS_GRAPH_TEXT.noPlot)}</Notice>
      ) : (
        <ResultsChart model={model} />
      )}
      <ResultsTable name={model.name} rows={model.rows} />
    </>
  );
}

function ResultsGraph({ patientId, code }: { patientId: string; code: string }): React.JSX.Element {
  const variables = useMemo(() => ({ patientId, code }), [patientId, code]);
  // Counts the pushes: each makes a new request context, so a report that becomes viewable adds its point live.
  const [{ data: pushes = 0 }] = useSubscription(
    { query: GraphReportsChangedSubscription },
    (count: number | undefined) => (count ?? 0) + 1,
  );
  const context = useMemo(() => ({ requestPolicy: 'network-only' as const, pushes }), [pushes]);
  const [{ data, error }] = useQuery({ query: ResultsGraphQuery, variables, context });
  const patient = data?.queryOneProfile.patients.find((candidate) => candidate.id === patientId);
  const model = useMemo(
    () =>
      data === undefined || patient === undefined
        ? null
        : graphModel(
            data.queryLabResults.map((result) => ({
              ...readFragment(LabResultFields, result),
              effectiveTime: result.effectiveTime,
            })),
            patient,
          ),
    [data, patient],
  );
  if (model !== null)
    return model.rows.length === 0 ? (
      <Notice tone="info">{t(RESULTS_GRAPH_TEXT.empty)}</Notice>
    ) : (
      <GraphBody model={model} />
    );
  // A failed request, or an answer without this patient (removed from the account meanwhile).
  if (error !== undefined || data !== undefined) return <Notice tone="error">{t(RESULTS_GRAPH_TEXT.failed)}</Notice>;
  return <p role="status">{t(RESULTS_GRAPH_TEXT.loading)}</p>;
}

/**
 * /resultsGraph?patientId&code (spec 001 §2): one parameter's results of one of the account's patients over
 * time, the normal band for the patient's sex and age shaded, with the same values as a table. A patient not on
 * the account is access denied, as for the profile and the order screens.
 */
export function ResultsGraphScreen(): React.JSX.Element {
  const [params] = useSearchParams();
  const { session } = useSession();
  const patientId = params.get('patientId') ?? '';
  const code = params.get('code') ?? '';
  const known = session?.profile.patients.some((patient) => patient.id === patientId) ?? false;
  if (patientId !== '' && !known) return <Navigate to="/accessDenied" replace />;
  return (
    <section className="page results-graph" aria-labelledby="results-graph-title">
      <h1 id="results-graph-title" className="page__title">
        {t(RESULTS_GRAPH_TEXT.title)}
      </h1>
      {patientId === '' || code === '' ? (
        <Notice tone="info">{t(RESULTS_GRAPH_TEXT.missing)}</Notice>
      ) : (
        <ResultsGraph patientId={patientId} code={code} />
      )}
      <div className="actions">
        <BackButton patientId={patientId} />
      </div>
    </section>
  );
}
