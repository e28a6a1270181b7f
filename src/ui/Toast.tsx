import { useEffect, useEffectEvent } from 'react';
import { t } from '../../i18n/translate';

/** How long a toast stays unless dismissed; long enough to read a sentence twice. */
const TOAST_MS = 6000;

export interface ToastProps {
  readonly tone: 'success' | 'error' | 'info';
  readonly children: string;
  /** Called when it is dismissed or its time is up; the owner stops rendering it. */
  readonly onDismiss: () => void;
  readonly durationMs?: number;
}

/**
 * A short message over the page ('Payment success', 'Payment failed'). Errors interrupt (role alert),
 * anything else waits its turn (role status). It hides itself after a while and can be dismissed.
 */
export function Toast({ tone, children, onDismiss, durationMs = TOAST_MS }: ToastProps): React.JSX.Element {
  const dismiss = useEffectEvent(() => onDismiss());
  useEffect(() => {
    const timer = setTimeout(() => dismiss(), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs]);

  return (
    <div
      className={`notice notice--${tone} toast`}
      role={tone === 'error' ? 'alert' : 'status'}
      // Inline: the toast sits over whatever page shows it, and the CSP allows style attributes.
      style={{
        position: 'fixed',
        insetInline: 'var(--space)',
        bottom: 'calc(var(--bars-height) + var(--space))',
        maxWidth: 'calc(var(--content-width) - 2 * var(--space))',
        margin: '0 auto',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 'var(--space)',
        boxShadow: '0 4px 16px rgb(0 0 0 / 0.15)',
        zIndex: 20,
      }}
    >
      <span>{children}</span>
      <button
        type="button"
        className="button button--link button--small"
        aria-label={t('common.dismiss', { message: children })}
        onClick={() => onDismiss()}
      >
        ✕
      </button>
    </div>
  );
}
