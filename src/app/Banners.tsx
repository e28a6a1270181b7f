import { useSelector } from '@xstate/react';
import { useConnection } from '../lib/connection';

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
          We can&apos;t connect to internet!
        </p>
      ) : null}
      {slow && !offline ? (
        <div className="banner banner--slow" role="alert">
          <span>Your device internet is slow!</span>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => connection.send({ type: 'REFRESH' })}
          >
            Refresh
          </button>
        </div>
      ) : null}
    </div>
  );
}
