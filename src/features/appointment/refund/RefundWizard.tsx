import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useCallback, useState } from 'react';
import './refund.css';
import { REFUND_REASON_GROUPS, refundGroupTitle, refundReasonText } from '../../../../domain/cancelRefund';
import { formatAmount } from '../../../../domain/money';
import { t } from '../../../../i18n/translate';
import { REFUND_REMARKS_MAX, REFUND_TEXT } from '../../../../domain/refund';
import {
  refundPreview,
  refundRequestMachine,
  type RefundAppointment,
  type RefundRequestContext,
} from '../../../../machines/refundRequest.machine';
import type { RefundRequestActors } from '../api/refundActors';
import { Dialog } from '../../../ui/Dialog';
import { Notice } from '../../../ui/Notice';
import { composeRefundRequest } from '../../../composition/refundRequest';

export interface RefundWizardProps {
  readonly appointment: RefundAppointment;
  readonly actors: RefundRequestActors;
  /** The wizard is over (closed, or the request sent and acknowledged). */
  readonly onClose: () => void;
}

type Send = ActorRefFrom<typeof refundRequestMachine>['send'];

const money = (cents: number, currency: string): string => formatAmount(cents / 100, currency);

function Confirmation({ context }: { context: RefundRequestContext }): React.JSX.Element {
  const preview = refundPreview(context);
  const note = context.note.trim();
  return (
    <>
      <p>{REFUND_TEXT.confirmHeading}</p>
      <dl className="detail-list card">
        <dt>{REFUND_TEXT.reason}</dt>
        <dd>{context.reason === null ? null : refundReasonText(context.reason.label)}</dd>
        <dt>{REFUND_TEXT.note}</dt>
        <dd>{note === '' ? t('appointment.refund.defaultNote') : note}</dd>
        <dt>{REFUND_TEXT.refundAmount}</dt>
        <dd>{preview === null ? REFUND_TEXT.amountUnknown : money(preview.totalCents, preview.currency)}</dd>
      </dl>
      {preview === null || preview.lines.length === 0 ? null : (
        <ul className="refund-lines" aria-label={REFUND_TEXT.refundAmount}>
          {preview.lines.map((line) => (
            <li key={line.category}>
              <span>{line.description}</span> <span>{money(line.amountCents, preview.currency)}</span>
            </li>
          ))}
        </ul>
      )}
      {(context.reason?.excluded.length ?? 0) > 0 ? <p>{REFUND_TEXT.keptByHospital}</p> : null}
      {context.appointment.status === 'booked' ? <p>{REFUND_TEXT.cancelsBooking}</p> : null}
    </>
  );
}

function Buttons({ children }: { children: React.ReactNode }): React.JSX.Element {
  return <div className="actions">{children}</div>;
}

function Back({ send }: { send: Send }): React.JSX.Element {
  return (
    <button type="button" className="button button--secondary" onClick={() => send({ type: 'BACK' })}>
      {REFUND_TEXT.back}
    </button>
  );
}

/** What the screen shows of its machine: the context and the states it tells apart. */
const selectView = (snapshot: SnapshotFrom<typeof refundRequestMachine>) => ({
  context: snapshot.context,
  /** Each step is a dialog of its own (keyed by it). */
  step: typeof snapshot.value === 'string' ? snapshot.value : Object.values(snapshot.value).join('.'),
  openBlocked: snapshot.matches({ open: 'blocked' }),
  openLoading: snapshot.matches({ open: 'loading' }),
  openChecking: snapshot.matches({ open: 'checking' }),
  openLoadFailed: snapshot.matches({ open: 'loadFailed' }),
  openChoosingGroup: snapshot.matches({ open: 'choosingGroup' }),
  openChoosingReason: snapshot.matches({ open: 'choosingReason' }),
  openNote: snapshot.matches({ open: 'note' }),
  openConfirming: snapshot.matches({ open: 'confirming' }),
  openFailed: snapshot.matches({ open: 'failed' }),
  submitting: snapshot.matches('submitting'),
});

/**
 * The refund request wizard (spec 000 §2 modal) over machines/refundRequest.machine.ts: one step at a time in
 * the shared Dialog; each step is a dialog of its own, so focus moves into the new step and back to the page's
 * button when it closes. Escape closes it, except while the request is being sent.
 */
export function RefundWizard({ appointment, actors, onClose }: RefundWizardProps): React.JSX.Element {
  const [logic] = useState(() => composeRefundRequest({ actors }));
  const actorRef = useActorRef(logic, { input: { appointment } });
  const view = useSelector(actorRef, selectView, shallowEqual);
  // Stable for the actor's life: effects that list it run only when their other inputs change.
  const send = useCallback<typeof actorRef.send>((event) => actorRef.send(event), [actorRef]);
  const { context } = view;
  const close = (): void => {
    if (actorRef.getSnapshot().status === 'active') send({ type: 'CLOSE' });
    onClose();
  };
  const { step } = view;

  let body: React.JSX.Element;
  if (view.openBlocked) {
    body = <Notice tone="error">{context.blocked}</Notice>;
  } else if (view.openLoading || view.openChecking) {
    body = <p role="status">{REFUND_TEXT.loading}</p>;
  } else if (view.openLoadFailed) {
    body = (
      <>
        <Notice tone="error">{context.error}</Notice>
        <Buttons>
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
            {REFUND_TEXT.retry}
          </button>
        </Buttons>
      </>
    );
  } else if (view.openChoosingGroup) {
    body = (
      <fieldset className="fieldset">
        <legend>{REFUND_TEXT.chooseGroup}</legend>
        <ul className="dialog__choices">
          {REFUND_REASON_GROUPS.map((group) => (
            <li key={group.code}>
              <button
                type="button"
                className="button button--secondary dialog__choice"
                onClick={() => send({ type: 'CHOOSE_GROUP', code: group.code })}
              >
                {refundGroupTitle(group)}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
    );
  } else if (view.openChoosingReason) {
    body = (
      <>
        <fieldset className="fieldset">
          <legend>
            {context.group === null ? null : refundGroupTitle(context.group)}: {REFUND_TEXT.chooseReason}
          </legend>
          <ul className="dialog__choices">
            {context.group?.reasons.map((reason) => (
              <li key={reason.label}>
                <button
                  type="button"
                  className="button button--secondary dialog__choice"
                  onClick={() => send({ type: 'CHOOSE_REASON', label: reason.label })}
                >
                  {refundReasonText(reason.label)}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
        <Buttons>
          <Back send={send} />
        </Buttons>
      </>
    );
  } else if (view.openNote) {
    body = (
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'NEXT' });
        }}
      >
        <label className="field">
          <span className="field__label">{REFUND_TEXT.noteLabel}</span>
          <textarea
            className="input"
            value={context.note}
            placeholder={t('appointment.refund.defaultNote')}
            maxLength={REFUND_REMARKS_MAX}
            rows={3}
            onChange={(event) => send({ type: 'SET_NOTE', note: event.target.value })}
          />
        </label>
        <Buttons>
          <button type="submit" className="button button--primary">
            {REFUND_TEXT.next}
          </button>
          <Back send={send} />
        </Buttons>
      </form>
    );
  } else if (view.openConfirming) {
    body = (
      <>
        <Confirmation context={context} />
        <Buttons>
          <button type="button" className="button button--primary" onClick={() => send({ type: 'SUBMIT' })}>
            {REFUND_TEXT.submit}
          </button>
          <Back send={send} />
        </Buttons>
      </>
    );
  } else if (view.openFailed) {
    body = (
      <>
        <Notice tone="error">{context.error}</Notice>
        <Buttons>
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
            {REFUND_TEXT.retry}
          </button>
          <Back send={send} />
        </Buttons>
      </>
    );
  } else if (view.submitting) {
    body = <p role="status">{REFUND_TEXT.submitting}</p>;
  } else {
    body = <p role="status">{REFUND_TEXT.requested}</p>;
  }

  const busy = view.submitting;
  return (
    <Dialog key={step} title={REFUND_TEXT.title} onCancel={busy ? undefined : close}>
      {body}
      {busy ? null : (
        <button type="button" className="button button--secondary" onClick={close}>
          {REFUND_TEXT.close}
        </button>
      )}
    </Dialog>
  );
}
