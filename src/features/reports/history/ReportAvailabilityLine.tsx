import { t } from '../../../../i18n/translate';
import { Link } from 'react-router-dom';
import { AVAILABILITY_IDS } from '../../../../domain/reportAvailability';
import { remainingMs, type ReportViewContext } from '../../../../machines/reportView.machine';
import { countdownText, reportResultRoute } from './reportText';

export type AvailabilityState = 'awaiting' | 'external' | 'waiting' | 'paymentPending' | 'ready';

/** Spec 001 §4 as a row shows it: the wait with its countdown, the Result, or why there is none yet. */
export function ReportAvailabilityLine({
  state,
  context,
  label,
}: {
  state: AvailabilityState;
  context: ReportViewContext;
  label: string;
}): React.JSX.Element {
  switch (state) {
    case 'waiting': {
      const left = countdownText(remainingMs(context));
      return (
        <span className="report-row__availability">
          {t(AVAILABILITY_IDS.waiting)}
          {' · '}
          <span role="timer" aria-label={t('reports.list.countdownLabel', { left })} className="report-row__countdown">
            {left}
          </span>
        </span>
      );
    }
    case 'paymentPending':
      return (
        <span className="report-row__availability">
          <button
            type="button"
            className="button button--secondary"
            disabled
            aria-describedby={`pending-${context.report.id}`}
          >
            {t(AVAILABILITY_IDS.ready)}
          </button>{' '}
          <span id={`pending-${context.report.id}`}>{t(AVAILABILITY_IDS.paymentPending)}</span>
        </span>
      );
    case 'ready':
      return (
        <Link
          className="button button--primary report-row__result"
          to={reportResultRoute(context.report.id)}
          aria-label={t('reports.list.resultOf', { name: label })}
        >
          {t(AVAILABILITY_IDS.ready)}
        </Link>
      );
    default:
      return <span className="report-row__availability">{t(AVAILABILITY_IDS[state])}</span>;
  }
}

/** The availability state a view machine is in, or null once it went on to its results. */
export function availabilityStateOf(matches: (state: AvailabilityState) => boolean): AvailabilityState | null {
  const states: readonly AvailabilityState[] = ['awaiting', 'external', 'waiting', 'paymentPending', 'ready'];
  return states.find((state) => matches(state)) ?? null;
}
