import { NavLink, useLocation } from 'react-router-dom';
import { useCall } from '../features/video/CallProvider';
import { useSession } from '../lib/session/session';
import { t } from '../../i18n/translate';
import { useCatalogue } from '../ui/useCatalogue';

/** Bars show only for an account with a mobile number, and never during a doctor search (spec 000 §2). */
function bottomBarsVisible(mobileNo: string | null, pathname: string): boolean {
  return mobileNo !== null && mobileNo !== '' && !pathname.startsWith('/doctor');
}

const linkClass = ({ isActive }: { isActive: boolean }): string =>
  isActive ? 'bar__link bar__link--active' : 'bar__link';

export function BottomBars(): React.JSX.Element | null {
  useCatalogue();
  const { session } = useSession();
  const { pathname } = useLocation();
  const call = useCall();
  // Spec 001 §2: the bars hide while a video call is connected full screen (they come back when it is minimised).
  if (call?.hidesBottomBars === true || !bottomBarsVisible(session?.profile.mobileNo ?? null, pathname)) return null;
  return (
    <div className="bars">
      <nav aria-label={t('common.nav.records')} className="bar bar--secondary">
        <NavLink to="/history/appointments" className={linkClass}>
          {t('common.nav.appointments')}
        </NavLink>
        <NavLink to="/history/orders" className={linkClass}>
          {t('common.nav.orders')}
        </NavLink>
      </nav>
      <nav aria-label={t('common.nav.main')} className="bar bar--main">
        <NavLink to="/doctor" className={linkClass}>
          <span aria-hidden="true" className="bar__icon">
            ✚
          </span>
          {t('common.nav.doctor')}
        </NavLink>
        {/* Home is /chat-home; the flat flow's dashboard is the same place. */}
        <NavLink
          to="/chat-home"
          className={({ isActive }) => linkClass({ isActive: isActive || pathname === '/home-dashboard' })}
          aria-current={pathname === '/home-dashboard' ? 'page' : undefined}
        >
          <span aria-hidden="true" className="bar__icon">
            ⌂
          </span>
          {t('common.nav.home')}
        </NavLink>
        <NavLink to="/profiles" className={linkClass}>
          <span aria-hidden="true" className="bar__icon">
            ●
          </span>
          {t('common.nav.account')}
        </NavLink>
      </nav>
    </div>
  );
}
