import { useState } from 'react';
import { Link } from 'react-router-dom';
import { greetingFor } from '../../../../domain/greeting';
import { GREETING_KEY } from '../../../../flows/assistantText';
import { t } from '../../../../i18n/translate';
import { displayName, preferredPatient } from '../../../../domain/patient';
import { useSession } from '../../../lib/session/session';
import { tenant } from '../../../config/tenant';
import { HomeSearch } from './HomeSearch';

const SHORTCUTS = [
  { label: 'My Channeling', to: '/history/appointments' },
  { label: 'Lab Reports', to: '/history/examination' },
  { label: 'My Account', to: '/profiles' },
] as const;

/** Order shortcuts, one per category the tenant switches on (spec 001 §6), then the list of them all. */
const ORDER_SHORTCUTS = [
  { label: 'Online Pharmacy', to: '/order/create/Medication', on: tenant.features.medicationOrder.enabled },
  { label: 'Home Lab Test', to: '/order/create/Examination', on: tenant.features.examinationOrder.enabled },
  { label: 'Home Visit', to: '/order/create/Procedure', on: tenant.features.procedureOrder.enabled },
  { label: 'Admission', to: '/order/create/Finance', on: tenant.features.encounterOrder.enabled },
].filter((shortcut) => shortcut.on);

/** /home-dashboard: the flat flow's home: a greeting, the doctor search form (when channelling is on) and shortcuts. */
export function HomeDashboard(): React.JSX.Element {
  const { session } = useSession();
  const [now] = useState(() => new Date());
  const holder = preferredPatient(session?.profile.patients ?? []);
  return (
    <section className="page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="page__title">
        {t('first.salutation', { greeting: GREETING_KEY[greetingFor(now)] })}
        {holder ? `, ${displayName(holder)}` : ''}
      </h1>
      <p className="page__lead">Welcome to {tenant.name}.</p>
      {tenant.features.channelling.enabled ? <HomeSearch /> : null}
      <nav aria-label="Shortcuts">
        <ul className="shortcuts">
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.to}>
              <Link className="shortcut" to={shortcut.to}>
                {shortcut.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {ORDER_SHORTCUTS.length === 0 ? null : (
        <nav aria-label="Orders">
          <ul className="shortcuts">
            {ORDER_SHORTCUTS.map((shortcut) => (
              <li key={shortcut.to}>
                <Link className="shortcut" to={shortcut.to}>
                  {shortcut.label}
                </Link>
              </li>
            ))}
            <li>
              <Link className="shortcut" to="/history/orders">
                All Orders
              </Link>
            </li>
          </ul>
        </nav>
      )}
    </section>
  );
}
