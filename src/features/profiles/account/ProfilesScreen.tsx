import type { MessageId } from '../../../../i18n/messages.generated';
import { t } from '../../../../i18n/translate';
import { relationshipName } from '../../../../domain/profileForm';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useSubscription } from 'urql';
import { parseError } from '../../../../domain/errors';
import { activeLoyaltyAccounts } from '../../../../domain/loyalty';
import { peopleText, profileCount } from '../../../../domain/profileCount';
import type { Patient } from '../../../../machines/types';
import { toProfile } from '../api/authActors';
import { useSession } from '../../../lib/session/session';
import { tenant } from '../../../config/tenant';
import { LogoutMutation } from '../graphql/auth';
import { LoyaltyAccountsQuery } from '../graphql/loyalty';
import { ProfileChangedSubscription, ProfileQuery } from '../graphql/profile';
import { Notice } from '../../../ui/Notice';
import { Toast } from '../../../ui/Toast';
import { VersionLabel } from '../../../ui/VersionLabel';
import { withPatient } from '../../../lib/accountPatients';
import { GroupSection } from './GroupSection';
import type { LoyaltyBalance } from './LoyaltyPanel';
import { RemindersPanel } from './RemindersPanel';
import { UNCLASSIFIED, groupByRelationship, type ProfileGroup } from './profileGroups';
import { EVERYONE, storedView, viewedGroup } from './relationshipView';
import { updatedNoticeOf } from './updatedNotice';
import './profiles.css';

// Loaded when a patient is classified, not with the account page.
const RelationshipModal = lazy(async () => ({
  default: (await import('../relationship/RelationshipModal')).RelationshipModal,
}));

const MENU = [
  { label: 'profiles.menu.consultations', to: '/history/appointments' },
  { label: 'profiles.menu.labTests', to: '/history/examination' },
  { label: 'profiles.menu.procedures', to: '/history/procedure' },
  { label: 'profiles.menu.paymentHistory', to: '/profiles/my-payment-history' },
  { label: 'profiles.menu.paymentMethods', to: '/profiles/payment-methods' },
] as const satisfies readonly { readonly label: MessageId; readonly to: string }[];

/** A group's heading: Everyone, Unclassified and the list's relationships translated, any other as stored. */
function groupName(label: string): string {
  if (label === EVERYONE) return t('profiles.everyone');
  if (label === UNCLASSIFIED) return t('profiles.unclassified');
  return relationshipName(label);
}

export interface ProfilesScreenProps {
  /** The tenant's editProfile switch (tests set it). */
  readonly editProfileEnabled?: boolean;
}

/**
 * /profiles: the account menu, how many people the account holds, its patients grouped by relationship
 * (Everyone, or one group: the tab's relationship view), each with its details, Edit or Classify, and
 * loyalty; Logout.
 */
export function ProfilesScreen({
  editProfileEnabled = tenant.features.editProfile.enabled,
}: ProfilesScreenProps): React.JSX.Element {
  const { session, relationshipView, updateProfile, setRelationshipView, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // The stored profile shows at once; a fresh copy replaces it (patients added on another device).
  const [{ data }] = useQuery({ query: ProfileQuery });
  // …and so does every later change pushed over the websocket.
  const [{ data: pushed }] = useSubscription({ query: ProfileChangedSubscription });
  const [loyalty] = useQuery({ query: LoyaltyAccountsQuery });
  const [logoutState, logout] = useMutation(LogoutMutation);
  const [today] = useState(() => new Date());
  const [classifying, setClassifying] = useState<Patient | null>(null);

  useEffect(() => {
    if (data) updateProfile(toProfile(data.queryOneProfile));
  }, [data, updateProfile]);

  useEffect(() => {
    if (pushed) updateProfile(toProfile(pushed.profileChanged));
  }, [pushed, updateProfile]);

  const patients = useMemo(() => session?.profile.patients ?? [], [session]);
  const groups = groupByRelationship(patients);
  const view = viewedGroup(groups, relationshipView);
  const shown = view === EVERYONE ? groups : groups.filter((group) => group.label === view);
  const views: readonly (typeof EVERYONE | ProfileGroup<Patient>)[] = [EVERYONE, ...groups];
  const balances = useMemo(
    () =>
      new Map<string, LoyaltyBalance>(
        activeLoyaltyAccounts(loyalty.data?.fetchBalanceLoyaltyAccount ?? []).map((account) => [
          account.patientId,
          account,
        ]),
      ),
    [loyalty.data],
  );
  const notice = updatedNoticeOf(location.state);

  const onLogout = async (): Promise<void> => {
    // The token is revoked when the server can be reached; the login is forgotten here either way.
    await logout({});
    signOut();
    void navigate('/', { replace: true });
  };

  const onUpdated = (patient: Patient): void => {
    if (session) updateProfile(withPatient(session.profile, patient));
  };

  return (
    <section className="page" aria-labelledby="profiles-title">
      <h1 id="profiles-title" className="page__title">
        {t('profiles.title')}
      </h1>
      <nav aria-label={t('profiles.accountMenu')} className="menu">
        <ul className="menu__list">
          {MENU.map((entry) => (
            <li key={entry.to}>
              <Link className="menu__link" to={entry.to}>
                {t(entry.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="profiles-heading">
        <h2 className="section-title">{t('profiles.heading')}</h2>
        {patients.length === 0 ? null : <p className="profiles-heading__count">{peopleText(profileCount(patients))}</p>}
      </div>
      {loyalty.error ? (
        <Notice tone="error">
          {t('profiles.loyaltyFailed', { reason: parseError(loyalty.error.graphQLErrors[0]?.message).message })}
        </Notice>
      ) : null}
      {groups.length === 0 ? (
        <Notice tone="info">{t('profiles.noProfiles')}</Notice>
      ) : (
        <>
          <div role="group" aria-label={t('profiles.views')} className="view-chips">
            {views.map((choice) => {
              const label = choice === EVERYONE ? EVERYONE : choice.label;
              return (
                <button
                  key={label}
                  type="button"
                  className={label === view ? 'choice choice--selected' : 'choice'}
                  aria-pressed={label === view}
                  onClick={() => setRelationshipView(storedView(choice))}
                >
                  {groupName(label)}
                </button>
              );
            })}
          </div>
          {shown.map((group) => (
            <GroupSection
              key={group.label}
              group={group}
              today={today}
              balances={balances}
              editProfileEnabled={editProfileEnabled}
              onClassify={setClassifying}
            />
          ))}
        </>
      )}
      <Link className="button button--secondary" to="/profiles/registration?back=/profiles">
        {t('profiles.addProfile')}
      </Link>
      <RemindersPanel />
      <button
        type="button"
        className="button button--danger"
        disabled={logoutState.fetching}
        onClick={() => void onLogout()}
      >
        {t('profiles.logout')}
      </button>
      <footer className="page__footer">
        <VersionLabel />
      </footer>
      {classifying === null ? null : (
        <Suspense fallback={null}>
          <RelationshipModal
            patient={classifying}
            patients={patients}
            onClose={() => setClassifying(null)}
            onUpdated={onUpdated}
          />
        </Suspense>
      )}
      {notice === null ? null : (
        <Toast
          tone="success"
          onDismiss={() => void navigate(location.pathname + location.search, { replace: true, state: null })}
        >
          {notice}
        </Toast>
      )}
    </section>
  );
}
