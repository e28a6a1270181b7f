import { relationshipName } from '../../../../domain/profileForm';
import { t } from '../../../../i18n/translate';
import { hasRelationship } from '../../../../domain/profileEditing';
import type { Patient } from '../../../../machines/types';
import type { LoyaltyBalance } from './LoyaltyPanel';
import { PatientCard } from './PatientCard';
import { UNCLASSIFIED, type ProfileGroup } from './profileGroups';

export interface GroupSectionProps {
  readonly group: ProfileGroup<Patient>;
  readonly today: Date;
  readonly balances: ReadonlyMap<string, LoyaltyBalance>;
  readonly editProfileEnabled: boolean;
  readonly onClassify: (patient: Patient) => void;
}

/** One relationship's profiles under its heading: Edit for a classified one (editProfile on), Classify for the others. */
export function GroupSection({
  group,
  today,
  balances,
  editProfileEnabled,
  onClassify,
}: GroupSectionProps): React.JSX.Element {
  const heading = group.label === UNCLASSIFIED ? t('profiles.unclassified') : relationshipName(group.label);
  return (
    <section aria-label={heading} className="profile-group">
      <h3 className="profile-group__title">{heading}</h3>
      <ul className="profile-group__list">
        {group.patients.map((patient) => (
          <PatientCard
            key={patient.id}
            patient={patient}
            today={today}
            balance={balances.get(patient.id)}
            canEdit={editProfileEnabled && hasRelationship(patient)}
            onClassify={hasRelationship(patient) ? null : onClassify}
          />
        ))}
      </ul>
    </section>
  );
}
