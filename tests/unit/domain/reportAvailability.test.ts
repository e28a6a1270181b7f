import { describe, expect, it } from 'vitest';
import { REPORT_RESULT_DELAY_MS } from '../../../domain/labReport';
import {
  AVAILABILITY_TEXT,
  isFinalReport,
  reportAvailability,
  resultsViewable,
  viewableAt,
  type AvailabilityInput,
} from '../../../domain/reportAvailability';

const VERIFIED = '2026-11-20T08:00:00.000Z';
const VERIFIED_MS = Date.parse(VERIFIED);
const MINUTE = 60_000;

function report(more: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    status: 'final',
    diagnosticReportOutsourcedType: 'internal',
    verifiedTime: VERIFIED,
    patientCreditStatus: 'paid',
    ...more,
  };
}

describe('lab report availability (spec 001 §4)', () => {
  it('shows a final internal report only 15 minutes after its verifiedTime: Waiting Result before, with the moment it opens', () => {
    expect(REPORT_RESULT_DELAY_MS).toBe(15 * MINUTE);
    expect(reportAvailability(report(), VERIFIED_MS)).toEqual({
      kind: 'waiting',
      viewableAt: VERIFIED_MS + 15 * MINUTE,
    });
    expect(reportAvailability(report(), VERIFIED_MS + 10 * MINUTE)).toEqual({
      kind: 'waiting',
      viewableAt: VERIFIED_MS + 15 * MINUTE,
    });
    expect(reportAvailability(report(), VERIFIED_MS + 15 * MINUTE - 1).kind).toBe('waiting');
    expect(reportAvailability(report(), VERIFIED_MS + 15 * MINUTE)).toEqual({ kind: 'ready' });
  });

  it('treats an amended report as final', () => {
    expect(isFinalReport('amended')).toBe(true);
    expect(reportAvailability(report({ status: 'amended' }), VERIFIED_MS + 20 * MINUTE).kind).toBe('ready');
  });

  it('shows Awaiting Result while the report is not final, and for a final one without a verified time', () => {
    for (const status of ['registered', 'preliminary', 'cancelled'])
      expect(reportAvailability(report({ status }), VERIFIED_MS + 60 * MINUTE).kind).toBe('awaiting');
    expect(reportAvailability(report({ verifiedTime: null }), VERIFIED_MS).kind).toBe('awaiting');
    expect(reportAvailability(report({ verifiedTime: 'not a time' }), VERIFIED_MS).kind).toBe('awaiting');
  });

  it('never offers an external report online, final or not', () => {
    expect(
      reportAvailability(report({ diagnosticReportOutsourcedType: 'external' }), VERIFIED_MS + 60 * MINUTE).kind,
    ).toBe('external');
    expect(
      reportAvailability(report({ diagnosticReportOutsourcedType: 'external', status: 'preliminary' }), VERIFIED_MS)
        .kind,
    ).toBe('external');
  });

  it('disables the Result while the patient owes the payment, but only once the wait is over', () => {
    expect(reportAvailability(report({ patientCreditStatus: 'pending' }), VERIFIED_MS + 5 * MINUTE).kind).toBe(
      'waiting',
    );
    expect(reportAvailability(report({ patientCreditStatus: 'pending' }), VERIFIED_MS + 16 * MINUTE).kind).toBe(
      'paymentPending',
    );
  });

  it('lets the results be returned and printed only when ready', () => {
    expect(resultsViewable(report(), VERIFIED_MS + 16 * MINUTE)).toBe(true);
    expect(resultsViewable(report(), VERIFIED_MS + 10 * MINUTE)).toBe(false);
    expect(resultsViewable(report({ patientCreditStatus: 'pending' }), VERIFIED_MS + 16 * MINUTE)).toBe(false);
    expect(resultsViewable(report({ diagnosticReportOutsourcedType: 'external' }), VERIFIED_MS + 16 * MINUTE)).toBe(
      false,
    );
  });

  it('computes when a verified report opens', () => {
    expect(viewableAt(VERIFIED)).toBe(VERIFIED_MS + 15 * MINUTE);
    expect(viewableAt(null)).toBeNull();
  });

  it('uses the spec wording', () => {
    expect(AVAILABILITY_TEXT).toEqual({
      awaiting: 'Awaiting Result',
      external: 'Online view facility is not available',
      waiting: 'Waiting Result',
      paymentPending: 'Payment is pending',
      ready: 'Result',
    });
  });
});
