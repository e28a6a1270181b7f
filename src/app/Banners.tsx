import { useSelector } from '@xstate/react';
import { useConnection } from '../lib/connection';
import { t } from '../../i18n/translate';

/** Spec 000 §4, §8: offline and slow-connection banners, from the connection machine's state. */
export function Banners(): React.JSX.Element | null {
  const connection = useConnection();
  const offline = useSelector(connection, (state) => state.matches({ browser: 'offline' }));
  const slow = useSelector(connection, (state) => state.matches({ socket: 'error' }));
  if (!offline && !slow) return null;
  return (
    <div className="banners">
      {offline ? (
        <p className="banner banner--offline" role="alert">
          {t('first.offline')}
        </p>
      ) : null}
      {slow && !offline ? (
        <div className="banner banner--slow" role="alert">
          <span>{t('first.slowInternet')}</span>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => connection.send({ type: 'REFRESH' })}
          >
            {t('first.refresh')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
