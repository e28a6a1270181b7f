import { actorsOf } from '../../../../flows/actorsOf';
import { LanguagePicker } from '../../../ui/LanguagePicker';
import { chooseLanguage } from '../../../lib/language/chooseLanguage';
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useClient } from 'urql';
import { deepLinkDecision, deepLinkRoute } from '../../../../domain/deepLink';
import { digitsOnly } from '../../../../domain/digits';
import { lastFourDigits } from '../../../../domain/mobileNumber';
import { OTP_LENGTH, authText, formatCountdown } from '../../../../domain/otp';
import { sessionText } from '../../../../domain/sessionText';
import { t } from '../../../../i18n/translate';
import { STORAGE_KEYS } from '../../../../domain/storageKeys';
import { authCalls, type AuthActors } from '../api/authActors';
import { useDeepLink } from '../../../lib/deepLink';
import { afterSignInRoute, signInBackTarget } from '../../../lib/redirects';
import { storeSessionAction, useSession, useSessionStore } from '../../../lib/session/session';
import { tenant } from '../../../config/tenant';
import { Notice } from '../../../ui/Notice';
import { VersionLabel } from '../../../ui/VersionLabel';
import { usePersistedAuth } from './usePersistedAuth';
import { composeAuth } from '../../../composition/auth';

/** 94 plus 9 digits is the longest spelling of a number (spec 000 §9). */
const MOBILE_MAX_DIGITS = 11;

export interface LoginScreenProps {
  /** The machine's actors; the GraphQL ones by default (component tests pass fakes). */
  readonly actors?: AuthActors;
}

/** /login: the flat flow's sign-in, driven by the same auth machine as the chat. */
export function LoginScreen({ actors }: LoginScreenProps): React.JSX.Element {
  const client = useClient();
  const store = useSessionStore();
  const { session } = useSession();
  const link = useDeepLink();
  const navigate = useNavigate();
  const { search } = useLocation();

  const signInLink =
    link !== null && deepLinkDecision(link, session?.profile.mobileNo ?? null) === 'sign-in' ? link : null;
  const [logic] = useState(() =>
    composeAuth({
      actors: actors ?? actorsOf(authCalls(client)),
      actions: { storeSession: storeSessionAction(store) },
    }),
  );
  const [state, send] = usePersistedAuth(logic, STORAGE_KEYS.login, {
    input: () => (signInLink === null ? {} : { mobile: signInLink.mobile, autoSend: true }),
    // A deep link for another number starts over rather than resuming this tab's sign-in.
    accepts: (stored) => signInLink === null || stored.context.mobile === signInLink.mobile,
  });
  // Fresh: the deep link's number or ''; restored: the number the code went to.
  const [mobile, setMobile] = useState(state.context.mobile);
  const [code, setCode] = useState('');
  const [resendAsked, setResendAsked] = useState(false);
  const mobileId = useId();
  const codeId = useId();
  const errorId = useId();

  const { context } = state;
  const done = state.status === 'done';
  const patientCount = done ? state.output.profile.patients.length : null;

  useEffect(() => {
    if (patientCount === null) return;
    void navigate(
      afterSignInRoute({ patientCount, search, deepLinkTarget: link === null ? null : deepLinkRoute(link) }),
      { replace: true },
    );
  }, [patientCount, search, link, navigate]);

  const onMobile = (event: SyntheticEvent): void => {
    event.preventDefault();
    send({ type: 'SUBMIT_MOBILE', mobile });
  };
  const onCode = (event: SyntheticEvent): void => {
    event.preventDefault();
    setResendAsked(false);
    send({ type: 'SUBMIT_CODE', code });
    setCode('');
  };

  const error =
    context.error === null ? null : (
      <Notice tone="error" id={errorId}>
        {context.error}
      </Notice>
    );
  const askingForNumber = state.matches('enteringMobile') || state.matches('starting');
  const sending = state.matches('sendingCode');

  return (
    <section className="page" aria-labelledby="login-title">
      {/* The flat flow's first screen for a new visitor: the language is chosen here (signed out: on the device). */}
      <LanguagePicker onChoose={(language) => void chooseLanguage(language)} />
      <h1 id="login-title" className="page__title">
        {t('signIn.title', { hospital: tenant.name })}
      </h1>
      {/* Sent here from a page for signed-in patients (?back=): afterSignInRoute goes back to it. */}
      {signInBackTarget(search) === null ? null : <Notice tone="info">{sessionText().signInNeeded}</Notice>}

      {askingForNumber || (sending && !context.resending) ? (
        <form className="form" onSubmit={onMobile} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={mobileId}>
              {t('signIn.mobileLabel')}
            </label>
            <span className="field__hint">{t('signIn.mobileHint')}</span>
            <input
              id={mobileId}
              className="input"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder="07XXXXXXXX"
              value={mobile}
              onChange={(event) => setMobile(digitsOnly(event.target.value, MOBILE_MAX_DIGITS))}
              aria-invalid={context.error !== null}
              aria-describedby={context.error === null ? undefined : errorId}
              disabled={sending}
            />
          </div>
          {error}
          <button type="submit" className="button button--primary" disabled={sending}>
            {t('signIn.sendNow')}
          </button>
          {sending ? <p role="status">{t('signIn.sendingCode')}</p> : null}
        </form>
      ) : (
        <form className="form" onSubmit={onCode} noValidate>
          <Notice tone="info">{authText().codeSentTo(lastFourDigits(context.mobile))}</Notice>
          {/* Once the countdown is over without a code, the patient starts to wonder (docs/decisions/0001-sign-in.md). */}
          {state.matches({ enteringCode: 'canResend' }) ? <Notice tone="info">{authText().smsDelay}</Notice> : null}
          <div className="field">
            <label className="field__label" htmlFor={codeId}>
              {t('signIn.codeLabel')}
            </label>
            <input
              id={codeId}
              className="input"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              value={code}
              onChange={(event) => setCode(digitsOnly(event.target.value, OTP_LENGTH))}
              aria-invalid={context.error !== null}
              aria-describedby={context.error === null ? undefined : errorId}
              disabled={!state.matches('enteringCode')}
            />
          </div>
          {error}
          {resendAsked && state.matches('enteringCode') && context.error === null ? (
            <Notice tone="success">{authText().resent}</Notice>
          ) : null}
          <button
            type="submit"
            className="button button--primary"
            disabled={code === '' || !state.matches('enteringCode')}
          >
            {t('signIn.verifyNow')}
          </button>
          {state.matches('verifying') || state.matches('loadingProfile') || done ? (
            <p role="status">{t('signIn.signingIn')}</p>
          ) : null}
          {sending ? <p role="status">{t('signIn.sendingNewCode')}</p> : null}
          <div className="actions">
            <button
              type="button"
              className="button button--link"
              disabled={!state.matches({ enteringCode: 'canResend' })}
              onClick={() => {
                setResendAsked(true);
                send({ type: 'RESEND' });
              }}
            >
              {t('signIn.resendOtp')}
            </button>
            {state.matches({ enteringCode: 'counting' }) ? (
              <span className="field__hint">
                {t('signIn.resendIn', { time: formatCountdown(context.secondsLeft) })}
              </span>
            ) : null}
          </div>
          <button
            type="button"
            className="button button--link"
            disabled={!state.matches('enteringCode')}
            onClick={() => {
              setResendAsked(false);
              setCode('');
              send({ type: 'CHANGE_NUMBER' });
            }}
          >
            {t('signIn.changeNumber')}
          </button>
        </form>
      )}
      <footer className="page__footer">
        <VersionLabel />
      </footer>
    </section>
  );
}
