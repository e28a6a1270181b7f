import '../features/chat/chat.css';
import { useId } from 'react';
import type { ComposerMode, TranscriptState } from '../../flows/chatProtocol';
import { Transcript } from '../features/chat/Transcript';

function composerText(mode: ComposerMode): string {
  switch (mode.kind) {
    case 'none':
      return 'nothing to type';
    case 'mobile':
      return 'mobile number';
    case 'otp':
      return 'verification code';
    case 'text':
    case 'digits':
      return mode.label;
    case 'photo':
      return `${mode.label} (image picker)`;
  }
}

/** What the patient saw at this step: the bubbles, the buttons on offer and what the composer asked for. */
export function TranscriptAtStep({
  transcript,
  step,
}: {
  transcript: TranscriptState;
  step: number;
}): React.JSX.Element {
  const titleId = useId();
  return (
    <section className="inspector-transcript" aria-labelledby={titleId}>
      <h2 id={titleId} className="inspector-heading">
        Transcript at step {step}
      </h2>
      <Transcript bubbles={transcript.bubbles} />
      <div className="inspector-transcript__dock">
        <p>
          <span className="inspector-muted">Buttons: </span>
          {transcript.buttons.length === 0 ? '—' : transcript.buttons.map((button) => button.label).join(' | ')}
        </p>
        <p>
          <span className="inspector-muted">Composer: </span>
          {composerText(transcript.composer)}
        </p>
      </div>
    </section>
  );
}
