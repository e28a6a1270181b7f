import { useState } from 'react';
import { Link } from 'react-router-dom';
import { greetingFor } from '../../../../domain/greeting';
import { GREETING_KEY } from '../../../../flows/assistantText';
import { t } from '../../../../i18n/translate';
import { displayName, preferredPatient } from '../../../../domain/patient';
import { useSession } from '../../../lib/session/session';
import { tenant } from '../../../config/tenant';
import { HomeSearch } from './HomeSearch';
import type { MessageId } from '../../../../i18n/messages.generated';

// Message ids, worded when the dashboard renders (the language is chosen after modules load).
const SHORTCUTS = [
  { label: 'booking.home.myChanneling', to: '/history/appointments' },
  { label: 'assistant.menu.labReports', to: '/history/examination' },
  { label: 'booking.home.myAccount', to: '/profiles' },
] as const satisfies readonly { label: MessageId; to: string }[];

/** Order shortcuts, one per category the tenant switches on (spec 001 §6), then the list of them all. */
const ORDER_SHORTCUTS = (
  [
    {
      label: 'first.menu.medicationOrder',
      to: '/order/create/Medication',
      on: tenant.features.medicationOrder.enabled,
    },
    {
      label: 'first.menu.examinationOrder',
      to: '/order/create/Examination',
      on: tenant.features.examinationOrder.enabled,
    },
    { label: 'first.menu.procedureOrder', to: '/order/create/Procedure', on: tenant.features.procedureOrder.enabled },
    { label: 'booking.home.admission', to: '/order/create/Finance', on: tenant.features.encounterOrder.enabled },
  ] as const satisfies readonly { label: MessageId; to: string; on: boolean }[]
).filter((shortcut) => shortcut.on);

/** /home-dashboard: the flat flow's home: a greeting, the doctor search form (when channelling is on) and shortcuts. */
export function HomeDashboard(): React.JSX.Element {
  const { session } = useSession();
  const [now] = useState(() => new Date());
  const holder = preferredPatient(session?.profile.patients ?? []);
  return (
    <section className="page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="page__title">
        {t('common.salutation', { greeting: GREETING_KEY[greetingFor(now)] })}
        {holder ? `, ${displayName(holder)}` : ''}
      </h1>
      <p className="page__lead">{t('booking.home.welcome', { hospital: tenant.name })}</p>
      {tenant.features.channelling.enabled ? <HomeSearch /> : null}
      <nav aria-label={t('booking.home.shortcuts')}>
        <ul className="shortcuts">
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.to}>
              <Link className="shortcut" to={shortcut.to}>
                {t(shortcut.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {ORDER_SHORTCUTS.length === 0 ? null : (
        <nav aria-label={t('booking.home.orders')}>
          <ul className="shortcuts">
            {ORDER_SHORTCUTS.map((shortcut) => (
              <li key={shortcut.to}>
                <Link className="shortcut" to={shortcut.to}>
                  {t(shortcut.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link className="shortcut" to="/history/orders">
                {t('booking.home.allOrders')}
              </Link>
            </li>
          </ul>
        </nav>
      )}
    </section>
  );
}
