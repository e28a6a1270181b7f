import { t } from '../../../../i18n/translate';
import './reports.css';
import { useSearchParams } from 'react-router-dom';
import { preferredPatient } from '../../../../domain/patient';
import { useSession } from '../../../lib/session/session';
import { ReportResultScreen, type ReportResultScreenProps } from '../result/ReportResultScreen';
import { ProfileChips } from './ProfileChips';
import { ReportList } from './ReportList';
import { REPORT_LIST_TEXT } from './reportText';

export type ExaminationHistoryScreenProps = Pick<ReportResultScreenProps, 'actors'>;

/**
 * /history/examination (spec 001 §2 'Lab tests per profile'): the chosen profile's lab tests (?patientId=, else
 * the tab's relationship view, else the holder), or with ?reportId= that report's results, full screen.
 */
export function ExaminationHistoryScreen({ actors }: ExaminationHistoryScreenProps): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  const { session, relationshipView } = useSession();
  const reportId = params.get('reportId');
  if (reportId !== null) return <ReportResultScreen key={reportId} reportId={reportId} actors={actors} />;

  const patients = session?.profile.patients ?? [];
  const asked = params.get('patientId');
  const viewed = patients.find((patient) => patient.relationship !== null && patient.relationship === relationshipView);
  const patientId =
    (patients.find((patient) => patient.id === asked) ?? viewed ?? preferredPatient(patients))?.id ?? asked;

  return (
    <section className="page reports" aria-labelledby="reports-title">
      <h1 id="reports-title" className="page__title">
        {t(REPORT_LIST_TEXT.title)}
      </h1>
      <ProfileChips
        label={t(REPORT_LIST_TEXT.profiles)}
        patients={patients}
        selectedId={patientId}
        onSelect={(id) => setParams({ patientId: id }, { replace: true })}
      />
      {patientId === null ? (
        <p role="status">{t(REPORT_LIST_TEXT.empty)}</p>
      ) : (
        <ReportList key={patientId} patientId={patientId} />
      )}
    </section>
  );
}
