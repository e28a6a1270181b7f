import { REFUND_DEFAULT_NOTE, REFUND_REASON_GROUPS, type RefundReason } from '../../../domain/cancelRefund';
import { REFUND_REMARKS_MAX } from '../../../domain/refund';
import { cleanNote } from '../../../domain/textSafety';
import { apiError } from '../../graphql/apiError';

/** server/schema.graphql `CreateRefundInput` (spec 000 §7 createRefund). */
export interface CreateRefundInput {
  readonly serviceRef: string;
  readonly organizationRef: string;
  readonly patientId: string;
  readonly status?: string | null;
  readonly reasonCode: string;
  readonly reason: string;
  readonly excluded?: readonly string[] | null;
  readonly remarks?: string | null;
}

/** A request checked against the domain's reasons: what createRefund stores. */
export interface RefundRequest {
  readonly appointmentId: string;
  readonly organizationId: string;
  readonly patientId: string;
  readonly reasonCode: string;
  readonly reason: RefundReason;
  readonly remarks: string;
}

/** 'Appointment/{id}' or the bare id. */
function idOf(reference: string, prefix: string): string {
  const trimmed = reference.trim();
  return trimmed.startsWith(`${prefix}/`) ? trimmed.slice(prefix.length + 1) : trimmed;
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

/**
 * The input read and checked, each refusal a clear ARO-E1046 message: a patient asks only for 'requested', with
 * one of §9's reasons; `excluded`, when sent, must be that reason's fee list (the server never takes it on trust).
 */
export function readRefundInput(input: CreateRefundInput): RefundRequest {
  const appointmentId = idOf(input.serviceRef, 'Appointment');
  const organizationId = idOf(input.organizationRef, 'Organization');
  if (appointmentId === '' || organizationId === '' || input.patientId.trim() === '')
    throw apiError('ARO-E1046', 'The appointment, hospital and patient are required.');
  if (input.status !== undefined && input.status !== null && input.status !== 'requested')
    throw apiError('ARO-E1046', 'A refund can only be requested.');
  const group = REFUND_REASON_GROUPS.find((candidate) => candidate.code === input.reasonCode);
  const reason = group?.reasons.find((candidate) => candidate.label === input.reason);
  if (reason === undefined) throw apiError('ARO-E1046', 'Please choose a reason for the refund.');
  if (
    input.excluded !== undefined &&
    input.excluded !== null &&
    !sameSet([...new Set(input.excluded)], reason.excluded)
  ) {
    throw apiError('ARO-E1046', 'The excluded fees do not match the reason.');
  }
  const remarks = cleanNote(input.remarks ?? '').trim();
  if (remarks.length > REFUND_REMARKS_MAX)
    throw apiError('ARO-E1046', `The note can have at most ${String(REFUND_REMARKS_MAX)} characters.`);
  return {
    appointmentId,
    organizationId,
    patientId: input.patientId.trim(),
    reasonCode: input.reasonCode,
    reason,
    remarks: remarks === '' ? REFUND_DEFAULT_NOTE : remarks,
  };
}
