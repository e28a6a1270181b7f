import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../domain/storageKeys';
import { tenant } from '../config/tenant';
import './installBanner.css';
import { type BrowserInstallOutcome, type InstallAnswer } from '../../machines/installPrompt.machine';
import { composeInstallPrompt } from '../composition/installPrompt';
import { takeHeldInstallOffer } from './heldInstallOffer';
import { t } from '../../i18n/translate';

/** Chromium's beforeinstallprompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ readonly outcome: BrowserInstallOutcome }>;
}

const isTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(target.type)) ||
  (target instanceof HTMLElement && target.isContentEditable);

function storedAnswer(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.installPrompt);
  } catch {
    return null;
  }
}

function remember(answer: InstallAnswer): void {
  try {
    localStorage.setItem(STORAGE_KEYS.installPrompt, answer);
  } catch {
    // Storage refused (private mode): the banner may come back on a later visit, nothing worse.
  }
}

/**
 * The add-to-home-screen banner at the top of the shell, from the install prompt machine: the browser's own offer is
 * held back (preventDefault) and ours shown instead, once, until the patient installs or says 'Not now'.
 */
export default function InstallBanner(): React.JSX.Element | null {
  const actor = useActorRef(composeInstallPrompt({ actions: { remember: (_, answer) => remember(answer) } }), {
    input: { answered: storedAnswer() !== null },
  });
  const showing = useSelector(actor, (state) => state.matches('showing'));

  useEffect(() => {
    const offered = (event: Event): void => {
      event.preventDefault(); // our banner, not the browser's mini-infobar
      const offer = event as BeforeInstallPromptEvent;
      const ask = async (): Promise<BrowserInstallOutcome> => {
        await offer.prompt();
        return (await offer.userChoice).outcome;
      };
      actor.send({ type: 'OFFERED', ask });
    };
    const installed = (): void => actor.send({ type: 'INSTALLED' });
    const focusIn = (event: FocusEvent): void => actor.send({ type: 'FOCUS', typing: isTextField(event.target) });
    const focusOut = (event: FocusEvent): void =>
      actor.send({ type: 'FOCUS', typing: isTextField(event.relatedTarget) });
    window.addEventListener('beforeinstallprompt', offered);
    const early = takeHeldInstallOffer();
    if (early !== null) offered(early);
    window.addEventListener('appinstalled', installed);
    document.addEventListener('focusin', focusIn);
    document.addEventListener('focusout', focusOut);
    return () => {
      window.removeEventListener('beforeinstallprompt', offered);
      window.removeEventListener('appinstalled', installed);
      document.removeEventListener('focusin', focusIn);
      document.removeEventListener('focusout', focusOut);
    };
  }, [actor]);

  if (!showing) return null;
  return (
    <section className="banner banner--install" aria-label={t('pwa.installLabel')}>
      <span>{t('pwa.addToHomeScreen', { app: tenant.pwa.shortName })}</span>
      <span className="banner__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => actor.send({ type: 'NOT_NOW' })}
        >
          {t('pwa.notNow')}
        </button>
        <button type="button" className="button button--small" onClick={() => actor.send({ type: 'INSTALL' })}>
          {t('pwa.install')}
        </button>
      </span>
    </section>
  );
}
