import { assign, setup } from 'xstate';
import {
  REFUND_DEFAULT_NOTE,
  REFUND_REASON_GROUPS,
  refundRefusal,
  type RefundReason,
  type RefundReasonGroup,
  type RefundState,
} from '../domain/cancelRefund';
import { REFUND_REMARKS_MAX, refundLines, refundTotalCents, type RefundableLine } from '../domain/refund';
import { errorMessage } from './errorMessage';
import { notProvided } from './notProvided';

/**
 * The refund request wizard (spec 000 §2 modal, §5 Refund blocked, §7 createRefund, §9 reasons), for the flat
 * appointment view and the chat alike.
 *
 * Input: the appointment (`RefundAppointment`: ids and the four facts refundBlockReason reads).
 * Events: CHOOSE_GROUP {code}, CHOOSE_REASON {label}, SET_NOTE {note}, NEXT (note → confirming), BACK, SUBMIT,
 * RETRY, CLOSE.
 * States and what to show in each:
 * - blocked: the refusal ('You cannot request a refund because, ...', context.blocked); only CLOSE.
 * - loading: the paid invoice is fetched (loadInvoice); loadFailed: its error with RETRY.
 * - choosingGroup: the three groups (REFUND_REASON_GROUPS: Booking issue, Doctor related, Patient request).
 * - choosingReason: the chosen group's reasons; BACK to the groups.
 * - note: an optional note (empty sends 'Request Refund'); NEXT or BACK.
 * - confirming: the reason, the note and what will be refunded (refundPreview: 'Doctor requested' leaves out
 *   the hospital's fees); a booked appointment is cancelled with the request. SUBMIT or BACK.
 * - submitting: createRefund; requested (final): the refund is requested; failed: the server's message, RETRY
 *   or BACK.
 * - closed (final): the patient closed the wizard.
 * Output: { kind: 'requested', refund } or { kind: 'closed' }.
 */

export interface RefundAppointment extends RefundState {
  readonly id: string;
  readonly patientId: string;
  readonly organizationId: string;
  /** A booked appointment is cancelled with its refund request (docs/decisions/0016-after-booking.md § Refunds). */
  readonly status: string;
}

/** The invoice the appointment was paid with: null lines when the app cannot find it (the amount is then not shown). */
export interface RefundInvoice {
  readonly lines: readonly RefundableLine[] | null;
  readonly currency: string;
}

/** createRefund's input (server/schema.graphql CreateRefundInput). */
export interface RefundRequestInput {
  readonly serviceRef: string;
  readonly organizationRef: string;
  readonly patientId: string;
  readonly status: 'requested';
  readonly reasonCode: RefundReasonGroup['code'];
  readonly reason: string;
  readonly excluded: readonly string[];
  readonly remarks: string;
}

export interface RequestedRefund {
  readonly id: string;
  readonly status: string;
  readonly amountCents: number;
  readonly currency: string;
}

export type RefundRequestOutput =
  { readonly kind: 'requested'; readonly refund: RequestedRefund } | { readonly kind: 'closed' };

export type RefundRequestEvent =
  | { readonly type: 'CHOOSE_GROUP'; readonly code: string }
  | { readonly type: 'CHOOSE_REASON'; readonly label: string }
  | { readonly type: 'SET_NOTE'; readonly note: string }
  | { readonly type: 'NEXT' }
  | { readonly type: 'BACK' }
  | { readonly type: 'SUBMIT' }
  | { readonly type: 'RETRY' }
  | { readonly type: 'CLOSE' };

export interface RefundRequestContext {
  readonly appointment: RefundAppointment;
  /** The refusal when the appointment cannot be refunded. */
  readonly blocked: string | null;
  readonly invoice: RefundInvoice | null;
  readonly group: RefundReasonGroup | null;
  readonly reason: RefundReason | null;
  readonly note: string;
  readonly error: string | null;
  readonly refund: RequestedRefund | null;
}

/** What confirming shows: the lines given back and their total, or null when the invoice is not known. */
export function refundPreview(
  context: Pick<RefundRequestContext, 'invoice' | 'reason'>,
): { readonly lines: RefundableLine[]; readonly totalCents: number; readonly currency: string } | null {
  const { invoice, reason } = context;
  if (invoice === null || invoice.lines === null || reason === null) return null;
  return {
    lines: refundLines(invoice.lines, reason.excluded),
    totalCents: refundTotalCents(invoice.lines, reason.excluded),
    currency: invoice.currency,
  };
}

/** The request SUBMIT sends: the note trimmed, or the default note. */
function refundRequestOf(context: RefundRequestContext): RefundRequestInput {
  const { appointment, group, reason } = context;
  if (group === null || reason === null) throw new Error('refundRequest submitted without a reason');
  const note = context.note.trim();
  return {
    serviceRef: `Appointment/${appointment.id}`,
    organizationRef: `Organization/${appointment.organizationId}`,
    patientId: appointment.patientId,
    status: 'requested',
    reasonCode: group.code,
    reason: reason.label,
    excluded: reason.excluded,
    remarks: note === '' ? REFUND_DEFAULT_NOTE : note,
  };
}

export const refundRequestMachine = setup({
  types: {
    context: {} as RefundRequestContext,
    events: {} as RefundRequestEvent,
    input: {} as { readonly appointment: RefundAppointment },
    output: {} as RefundRequestOutput,
  },
  actors: {
    loadInvoice: notProvided<RefundInvoice, { readonly appointmentId: string }>('loadInvoice'),
    createRefund: notProvided<RequestedRefund, RefundRequestInput>('createRefund'),
  },
  actions: {
    chooseGroup: assign((_, params: { code: string }) => ({
      group: REFUND_REASON_GROUPS.find((group) => group.code === params.code) ?? null,
      reason: null,
    })),
    chooseReason: assign(({ context }, params: { label: string }) => ({
      reason: context.group?.reasons.find((reason) => reason.label === params.label) ?? null,
    })),
    setNote: assign((_, params: { note: string }) => ({ note: params.note.slice(0, REFUND_REMARKS_MAX) })),
    storeInvoice: assign((_, invoice: RefundInvoice) => ({ invoice, error: null })),
    storeError: assign((_, error: unknown) => ({ error: errorMessage(error) })),
    clearError: assign({ error: null }),
    storeRefund: assign((_, refund: RequestedRefund) => ({ refund })),
  },
  guards: {
    isBlocked: ({ context }) => context.blocked !== null,
    knownGroup: (_, params: { code: string }) => REFUND_REASON_GROUPS.some((group) => group.code === params.code),
    reasonOfGroup: ({ context }, params: { label: string }) =>
      context.group?.reasons.some((reason) => reason.label === params.label) ?? false,
  },
}).createMachine({
  id: 'refundRequest',
  context: ({ input }) => ({
    appointment: input.appointment,
    blocked: refundRefusal(input.appointment),
    invoice: null,
    group: null,
    reason: null,
    note: '',
    error: null,
    refund: null,
  }),
  output: ({ context }) =>
    context.refund === null ? { kind: 'closed' } : { kind: 'requested', refund: context.refund },
  initial: 'open',
  states: {
    /** Every step the patient can close; submitting cannot be closed: the patient learns how it ended. */
    open: {
      on: { CLOSE: '#refundRequest.closed' },
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'isBlocked', target: 'blocked' }, { target: 'loading' }] },
        blocked: {},
        loading: {
          invoke: {
            src: 'loadInvoice',
            input: ({ context }) => ({ appointmentId: context.appointment.id }),
            onDone: { target: 'choosingGroup', actions: { type: 'storeInvoice', params: ({ event }) => event.output } },
            onError: {
              target: 'loadFailed',
              actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error },
            },
          },
        },
        loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
        choosingGroup: {
          on: {
            CHOOSE_GROUP: {
              guard: { type: 'knownGroup', params: ({ event }) => ({ code: event.code }) },
              target: 'choosingReason',
              actions: { type: 'chooseGroup', params: ({ event }) => ({ code: event.code }) },
            },
          },
        },
        choosingReason: {
          on: {
            CHOOSE_REASON: {
              guard: { type: 'reasonOfGroup', params: ({ event }) => ({ label: event.label }) },
              target: 'note',
              actions: { type: 'chooseReason', params: ({ event }) => ({ label: event.label }) },
            },
            BACK: 'choosingGroup',
          },
        },
        note: {
          on: {
            SET_NOTE: { actions: { type: 'setNote', params: ({ event }) => ({ note: event.note }) } },
            NEXT: 'confirming',
            BACK: 'choosingReason',
          },
        },
        confirming: { on: { SUBMIT: '#refundRequest.submitting', BACK: 'note' } },
        failed: {
          on: {
            RETRY: { target: '#refundRequest.submitting', actions: 'clearError' },
            BACK: { target: 'confirming', actions: 'clearError' },
          },
        },
      },
    },
    submitting: {
      invoke: {
        src: 'createRefund',
        input: ({ context }) => refundRequestOf(context),
        onDone: { target: 'requested', actions: { type: 'storeRefund', params: ({ event }) => event.output } },
        onError: {
          target: 'open.failed',
          actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    requested: { type: 'final' },
    closed: { type: 'final' },
  },
});
