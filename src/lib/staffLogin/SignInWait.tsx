import { useEffect } from 'react';
import { formatCountdown } from '../../../domain/otp';
import { useNow } from '../useNow';

/**
 * The wait of a sign-in refused for speed (ARO-E1034, a growing delay): 'You can try again in 0:12',
 * counted down each second, then `onOver`. Not live: the refusal's alert already said how long, and a
 * reader announcing every second would drown the form.
 */
export function SignInWait({
  id,
  until,
  onOver,
}: {
  id: string;
  until: number;
  onOver: () => void;
}): React.JSX.Element {
  const now = useNow(1000);
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (secondsLeft === 0) onOver();
  }, [secondsLeft, onOver]);
  return (
    <p id={id} className="staff-signin__wait">
      You can try again in <span className="staff-signin__countdown">{formatCountdown(secondsLeft)}</span>
    </p>
  );
}
