import { useState } from 'react';
import { Link } from 'react-router-dom';
import { greetingFor } from '../../../domain/greeting';
import { displayName, preferredPatient } from '../../../domain/patient';
import { useSession } from '../../app/session';
import { tenant } from '../../app/tenant';
import { HomeSearch } from './HomeSearch';

const SHORTCUTS = [
  { label: 'My Channeling', to: '/history/appointments' },
  { label: 'Lab Reports', to: '/history/examination' },
  { label: 'My Account', to: '/profiles' },
] as const;

/** /home-dashboard: the flat flow's home: a greeting, the doctor search form (when channelling is on) and shortcuts. */
export function HomeDashboard(): React.JSX.Element {
  const { session } = useSession();
  const [now] = useState(() => new Date());
  const holder = preferredPatient(session?.profile.patients ?? []);
  return (
    <section className="page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="page__title">
        {greetingFor(now)}
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
    </section>
  );
}
