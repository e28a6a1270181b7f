import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useSubscription } from 'urql';
import { ageDisplay, displayName } from '../../../domain/patient';
import type { Patient } from '../../../machines/types';
import { toProfile } from '../../api/authActors';
import { useSession } from '../../app/session';
import { LogoutMutation } from '../../graphql/auth';
import { ProfileChangedSubscription, ProfileQuery } from '../../graphql/profile';
import { Notice } from '../../ui/Notice';
import { VersionLabel } from '../../ui/VersionLabel';
import { groupByRelationship } from './profileGroups';

const MENU = [
  { label: 'Consultations', to: '/history/appointments' },
  { label: 'Lab Tests', to: '/history/examination' },
  { label: 'Procedures', to: '/history/procedure' },
  { label: 'Payment History', to: '/profiles/my-payment-history' },
  { label: 'Saved Payment Methods', to: '/profiles/payment-methods' },
] as const;

function PatientCard({ patient, today }: { patient: Patient; today: Date }): React.JSX.Element {
  return (
    <li className="card patient-card">
      <span className="patient-card__name">{displayName(patient)}</span>
      <span className="patient-card__meta">
        {[patient.relationship, ageDisplay(patient.birthDate, today), patient.gender].filter((part) => part !== null).join(' · ')}
      </span>
    </li>
  );
}

/** /profiles: the account's patients per relationship, the account menu and Logout. */
export function ProfilesScreen(): React.JSX.Element {
  const { session, updateProfile, signOut } = useSession();
  const navigate = useNavigate();
  // The stored profile shows at once; a fresh copy replaces it (patients added on another device).
  const [{ data }] = useQuery({ query: ProfileQuery });
  // …and so does every later change pushed over the websocket.
  const [{ data: pushed }] = useSubscription({ query: ProfileChangedSubscription });
  const [logoutState, logout] = useMutation(LogoutMutation);
  const [today] = useState(() => new Date());

  useEffect(() => {
    if (data) updateProfile(toProfile(data.queryOneProfile));
  }, [data, updateProfile]);

  useEffect(() => {
    if (pushed) updateProfile(toProfile(pushed.profileChanged));
  }, [pushed, updateProfile]);

  const patients = session?.profile.patients ?? [];
  const groups = groupByRelationship(patients);

  const onLogout = async (): Promise<void> => {
    // The token is revoked when the server can be reached; the login is forgotten here either way.
    await logout({});
    signOut();
    void navigate('/', { replace: true });
  };

  return (
    <section className="page" aria-labelledby="profiles-title">
      <h1 id="profiles-title" className="page__title">
        My Account
      </h1>
      <nav aria-label="Account" className="menu">
        <ul className="menu__list">
          {MENU.map((entry) => (
            <li key={entry.to}>
              <Link className="menu__link" to={entry.to}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <h2 className="section-title">Profiles</h2>
      {groups.length === 0 ? (
        <Notice tone="info">No profiles found, Add your profile to continue</Notice>
      ) : (
        groups.map((group) => (
          <section key={group.label} aria-label={group.label} className="profile-group">
            <h3 className="profile-group__title">{group.label}</h3>
            <ul className="profile-group__list">
              {group.patients.map((patient) => (
                <PatientCard key={patient.id} patient={patient} today={today} />
              ))}
            </ul>
          </section>
        ))
      )}
      <Link className="button button--secondary" to="/profiles/registration?back=/profiles">
        Add new profile
      </Link>
      <button type="button" className="button button--danger" disabled={logoutState.fetching} onClick={() => void onLogout()}>
        Logout
      </button>
      <footer className="page__footer">
        <VersionLabel />
      </footer>
    </section>
  );
}
