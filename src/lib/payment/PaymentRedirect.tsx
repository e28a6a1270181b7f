import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { PAYMENT_TEXT } from '../../../domain/payment';
import type { PaymentRedirect as Redirect } from '../../../machines/types';
import { ProcessingBanner } from '../../ui/ProcessingBanner';
import { Notice } from '../../ui/Notice';
import { redirectTo, type RedirectEnvironment, type RedirectOutcome } from './redirectTo';

export interface PaymentRedirectProps {
  readonly redirect: Redirect;
  /** Test seam: the browser's document, location and the tenant's gateway endpoints by default. */
  readonly environment?: RedirectEnvironment;
  /** The target was refused (not this origin nor the tenant's gateway): the page lets the patient try again. */
  readonly onRefused?: () => void;
}

/**
 * Leaves for the payment gateway once rendered (the signed form post or the redirect) and says so meanwhile
 * ('PROCESSING PAYMENT...'); a refused target reads 'Unable to process payment!'.
 */
export function PaymentRedirect({ redirect, environment, onRefused }: PaymentRedirectProps): React.JSX.Element {
  const [outcome, setOutcome] = useState<RedirectOutcome | null>(null);
  const refused = useEffectEvent(() => onRefused?.());
  // StrictMode runs effects twice; one redirect leaves once (a second form post would race the first).
  const handled = useRef<Redirect | null>(null);

  useEffect(() => {
    if (handled.current === redirect) return;
    handled.current = redirect;
    const result = redirectTo(redirect, environment);
    setOutcome(result);
    if (result === 'refused') refused();
  }, [redirect, environment]);

  if (outcome === 'refused') return <Notice tone="error">{PAYMENT_TEXT.initiationFailed}</Notice>;
  return <ProcessingBanner />;
}
