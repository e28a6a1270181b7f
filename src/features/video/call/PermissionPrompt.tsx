import type { VideoCallEvent } from '../../../../machines/videoCall.types';
import type { MessageId } from '../../../../i18n/messages.generated';
import { t } from '../../../../i18n/translate';
import { CALL_TEXT } from './callText';

/**
 * How to allow the camera and microphone in each common browser. A denied permission cannot be asked for again
 * from code: the patient has to change the site's setting, then Try again.
 */
/** The steps' messages (they take no values). */
type StepId = Extract<MessageId, `video.permission.${string}`>;

const PERMISSION_STEPS: readonly { readonly browser: StepId; readonly steps: readonly StepId[] }[] = [
  {
    browser: 'video.permission.chrome',
    steps: [
      'video.permission.chrome.lock',
      'video.permission.chrome.settings',
      'video.permission.chrome.allow',
      'video.permission.comeBack',
    ],
  },
  {
    browser: 'video.permission.safari',
    steps: ['video.permission.safari.settings', 'video.permission.safari.address', 'video.permission.comeBack'],
  },
  {
    browser: 'video.permission.firefox',
    steps: ['video.permission.firefox.icon', 'video.permission.firefox.clear', 'video.permission.comeBack'],
  },
];

export function PermissionPrompt({
  send,
  onCancel,
}: {
  send: (event: VideoCallEvent) => void;
  onCancel: () => void;
}): React.JSX.Element {
  return (
    <div className="call__panel">
      <h2 className="call__title">{CALL_TEXT.permissionTitle}</h2>
      <p>{CALL_TEXT.permissionIntro}</p>
      {PERMISSION_STEPS.map(({ browser, steps }) => (
        <section key={browser} className="call__steps" aria-label={t(browser)}>
          <h3 className="call__steps-title">{t(browser)}</h3>
          <ol>
            {steps.map((step) => (
              <li key={step}>{t(step)}</li>
            ))}
          </ol>
        </section>
      ))}
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
          {CALL_TEXT.tryAgain}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {CALL_TEXT.cancel}
        </button>
      </div>
    </div>
  );
}
