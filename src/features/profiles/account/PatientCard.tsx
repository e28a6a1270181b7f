import { Link } from 'react-router-dom';
import { displayName, notAvailable } from '../../../../domain/patient';
import { t } from '../../../../i18n/translate';
import { patientDetails } from '../../../../domain/patientDetails';
import { hasRelationship } from '../../../../domain/profileEditing';
import type { Patient } from '../../../../machines/types';
import { LoyaltyPanel, type LoyaltyBalance } from './LoyaltyPanel';

export interface PatientCardProps {
  readonly patient: Patient;
  readonly today: Date;
  readonly balance: LoyaltyBalance | undefined;
  /** A patient with a relationship, and the tenant's editProfile on. */
  readonly canEdit: boolean;
  /** Unclassified patients: opens the relationship modal. */
  readonly onClassify: ((patient: Patient) => void) | null;
}

/** One profile on /profiles: who it is, every detail ('Not Available' when missing), Edit or Classify, loyalty. */
export function PatientCard({ patient, today, balance, canEdit, onClassify }: PatientCardProps): React.JSX.Element {
  const editPath = `/profiles/registration/${encodeURIComponent(patient.id)}?back=/profiles`;
  const name = displayName(patient) || notAvailable();
  const details = patientDetails(patient, today);
  const rows = [
    [t('profiles.relationship'), details.relationship],
    [t('profiles.age'), details.age],
    [t('registration.gender'), details.gender],
    [t('registration.dateOfBirth'), details.dateOfBirth],
    [t('profiles.mobileNumber'), details.mobileNo],
    [t('profiles.address'), details.address],
  ] as const;
  return (
    <li className="card patient-card">
      <span className="patient-card__name">{name}</span>
      <dl className="patient-card__details">
        {rows.map(([term, value]) => (
          <div key={term} className="patient-card__detail">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="patient-card__actions">
        {canEdit ? (
          <Link
            className="button button--secondary button--small"
            to={editPath}
            aria-label={t('profiles.editName', { name })}
          >
            {t('profiles.edit')}
          </Link>
        ) : hasRelationship(patient) ? (
          // With editProfile off the address is still the holder's to change (domain/profileEditing.ts).
          <Link
            className="button button--secondary button--small"
            to={editPath}
            aria-label={t('profiles.editAddressOf', { name })}
          >
            {t('profiles.editAddress')}
          </Link>
        ) : null}
        {onClassify === null ? null : (
          <button
            type="button"
            className="button button--primary button--small"
            aria-label={t('profiles.classifyName', { name })}
            onClick={() => onClassify(patient)}
          >
            {t('profiles.classify')}
          </button>
        )}
      </div>
      <LoyaltyPanel patientId={patient.id} name={name} balance={balance} />
    </li>
  );
}
