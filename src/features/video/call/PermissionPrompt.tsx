import type { VideoCallEvent } from '../../../../machines/videoCall.types';
import { CALL_TEXT } from './callText';

/**
 * How to allow the camera and microphone in each common browser. A denied permission cannot be asked for again
 * from code: the patient has to change the site's setting, then Try again.
 */
const PERMISSION_STEPS: readonly { readonly browser: string; readonly steps: readonly string[] }[] = [
  {
    browser: 'Chrome, Edge or Android',
    steps: [
      'Tap the lock icon beside the address.',
      'Open Site settings.',
      'Set Camera and Microphone to Allow.',
      'Come back and tap Try again.',
    ],
  },
  {
    browser: 'Safari on iPhone',
    steps: [
      'Open Settings → Safari → Camera, and Microphone, and choose Allow.',
      'Or tap aA in the address bar → Website Settings → Allow both.',
      'Come back and tap Try again.',
    ],
  },
  {
    browser: 'Firefox',
    steps: [
      'Tap the camera icon (or the lock) beside the address.',
      'Clear the Blocked setting for Camera and Microphone.',
      'Come back and tap Try again.',
    ],
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
        <section key={browser} className="call__steps" aria-label={browser}>
          <h3 className="call__steps-title">{browser}</h3>
          <ol>
            {steps.map((step) => (
              <li key={step}>{step}</li>
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
