import type { MessageId } from '../../i18n/messages.generated';
import { t } from '../../i18n/translate';
import { Link } from 'react-router-dom';
import type { Patient } from '../../machines/types';
import { Dialog } from './Dialog';
import { patientLabel, patientsForChoice } from './patients';

const PATIENT_CHOOSER_TEXT = {
  title: 'registration.askRelationship',
  noProfiles: 'profiles.noProfiles',
  addProfile: 'profiles.addProfile',
  cancel: 'profiles.cancel',
} as const satisfies Record<string, MessageId>;

export interface PatientChooserProps {
  readonly patients: readonly Patient[];
  readonly onPick: (patientId: string) => void;
  readonly onCancel: () => void;
  /** Where 'Add new profile' comes back to (this page). */
  readonly back: string;
}

/**
 * The profile modal (spec 000 §6: booking without a chosen profile opens it): the account's patients, the
 * holder (Me) first and focused since that is preferred; an account with none is sent to add one.
 */
export function PatientChooser({ patients, onPick, onCancel, back }: PatientChooserProps): React.JSX.Element {
  const ordered = patientsForChoice(patients);
  return (
    <Dialog title={t(PATIENT_CHOOSER_TEXT.title)} onCancel={onCancel}>
      {ordered.length === 0 ? (
        <>
          <p>{t(PATIENT_CHOOSER_TEXT.noProfiles)}</p>
          <Link
            className="button button--primary"
            to={`/profiles/registration?${new URLSearchParams({ back }).toString()}`}
          >
            {t(PATIENT_CHOOSER_TEXT.addProfile)}
          </Link>
        </>
      ) : (
        <ul className="dialog__choices">
          {ordered.map((patient) => (
            <li key={patient.id}>
              <button
                type="button"
                className="button button--secondary dialog__choice"
                onClick={() => onPick(patient.id)}
              >
                {patientLabel(patient)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--link" onClick={onCancel}>
        {t(PATIENT_CHOOSER_TEXT.cancel)}
      </button>
    </Dialog>
  );
}
