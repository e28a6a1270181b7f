import './call.css';
import { VIDEO_TEXT, type CallSide } from '../../../../domain/videoCall';
import type { VideoCallContext, VideoCallEvent } from '../../../../machines/videoCall.types';
import { CallControls } from './CallControls';
import { CallStage } from './CallStage';
import { CALL_TEXT } from './callText';
import { DeviceCheck } from './DeviceCheck';
import { EndCallDialog } from './EndCallDialog';
import { PermissionPrompt } from './PermissionPrompt';
import { isInCall, waitingText, type CallPhase } from '../../../../machines/videoCall.select';
import { StreamVideo } from './StreamVideo';
import { UnsupportedNotice } from './UnsupportedNotice';

export interface CallViewProps {
  readonly side: CallSide;
  readonly phase: CallPhase;
  readonly context: VideoCallContext;
  readonly send: (event: VideoCallEvent) => void;
  /**
   * Close and Cancel: the call's owner drops the actor (the patient's CallProvider, the doctor's console). The
   * machine has no event for it: a call never joined, or over, has nothing left to tell the other side.
   */
  readonly onClose?: () => void;
}

/** A centred line the screen reader announces as it changes. */
function StatusLine({ text }: { text: string }): React.JSX.Element {
  return (
    <p role="status" className="call__message">
      {text}
    </p>
  );
}

/** The waiting room: our own picture while the other side is not there yet. */
function Waiting({ side, context }: { side: CallSide; context: VideoCallContext }): React.JSX.Element {
  return (
    <div className="call__waiting">
      <StatusLine text={waitingText(side)} />
      {context.cameraEnabled ? (
        <StreamVideo
          stream={context.localStream}
          label={CALL_TEXT.selfView}
          muted
          className="call__self call__self--waiting"
        />
      ) : null}
    </div>
  );
}

/** What the screen shows in each phase, but the controls (they show whenever the call is up). */
function PhaseBody({
  side,
  phase,
  context,
  send,
  close,
}: Required<Omit<CallViewProps, 'onClose'>> & { close: () => void }): React.JSX.Element {
  switch (phase) {
    case 'checking':
    case 'previewing':
      return <StatusLine text={CALL_TEXT.checking} />;
    case 'unsupported':
      return <UnsupportedNotice onClose={close} />;
    case 'permissionDenied':
      return <PermissionPrompt send={send} onCancel={close} />;
    case 'deviceError':
      return (
        <div className="call__panel">
          <h2 className="call__title">{CALL_TEXT.deviceErrorTitle}</h2>
          <p role="alert">{context.error}</p>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
              {CALL_TEXT.tryAgain}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {CALL_TEXT.cancel}
            </button>
          </div>
        </div>
      );
    case 'ready':
      return <DeviceCheck stream={context.localStream} send={send} onCancel={close} />;
    case 'joining':
    case 'connecting':
      return <StatusLine text={VIDEO_TEXT.connecting} />;
    case 'waiting':
      return <Waiting side={side} context={context} />;
    case 'connected':
    case 'reconnecting':
      return (
        <>
          <CallStage
            side={side}
            remoteStream={context.remoteStream}
            localStream={context.localStream}
            cameraEnabled={context.cameraEnabled}
            elapsedSeconds={context.elapsedSeconds}
          />
          {phase === 'reconnecting' ? <StatusLine text={VIDEO_TEXT.reconnecting} /> : null}
        </>
      );
    case 'ended':
      return (
        <div className="call__panel">
          <StatusLine text={VIDEO_TEXT.ended} />
          <div className="actions">
            <button type="button" className="button button--primary" onClick={close}>
              {CALL_TEXT.close}
            </button>
          </div>
        </div>
      );
    case 'failed':
      return (
        <div className="call__panel">
          <p role="alert" className="call__message">
            {context.error ?? VIDEO_TEXT.lost}
          </p>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={() => send({ type: 'REFRESH' })}>
              {VIDEO_TEXT.refresh}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {CALL_TEXT.close}
            </button>
          </div>
        </div>
      );
  }
}

/**
 * The call screen of either side, a pure function of the video-call machine's phase and context (spec 001 §2, §8,
 * §9): the device check, the permission help, the waiting room, the call with its controls, the end. The patient's
 * CallProvider shows it full screen; the staff console shows it in its page with side 'doctor'.
 */
export function CallView({ side, phase, context, send, onClose }: CallViewProps): React.JSX.Element {
  const close = onClose ?? (() => undefined);
  const inCall = isInCall(phase);
  return (
    <section className={`call call--${phase}`} aria-label={CALL_TEXT.region}>
      <PhaseBody side={side} phase={phase} context={context} send={send} close={close} />
      {inCall ? (
        <CallControls side={side} micEnabled={context.micEnabled} cameraEnabled={context.cameraEnabled} send={send} />
      ) : null}
      {inCall && context.confirmingEnd ? (
        <EndCallDialog onEnd={() => send({ type: 'CONFIRM_END' })} onStay={() => send({ type: 'CANCEL_END' })} />
      ) : null}
    </section>
  );
}
