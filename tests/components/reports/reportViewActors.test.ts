import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { reportViewActors } from '../../../src/features/reports/api/reportViewActors';
import { fakeServer } from '../screens/doctor/searchServer';

/** The report view's GraphQL actors against a fake server: what they ask and how answers are shaped. */

function labResult(value: number, more: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `lr-${value}`,
    code: '20000001',
    name: 'Haemoglobin',
    category: 'LAB',
    resultOption: 'numeric',
    valueQuantity: { value, unit: 'g/dL' },
    unit: 'g/dL',
    resultDisplay: String(value),
    referenceRange: [{ type: 'normal', low: 12, high: 16, appliesTo: 'female', ageLow: null, ageHigh: null }],
    subTestClassification: null,
    parameterOrder: 1,
    organism: null,
    antibiogram: [{ antibiotic: 'X', interpretation: '?', mic: null }],
    ...more,
  };
}

const REPORT = {
  id: 'dr-2',
  name: 'Full Blood Count',
  code: '10000001',
  category: 'LAB',
  patientId: 'p1',
  createdTime: '2026-08-10T08:00:00.000Z',
  verifiedTime: '2026-08-10T09:00:00.000Z',
  specimenCollectedTime: null,
  patient: { id: 'p1', prefix: 'Mrs', given: ['Nimali'], family: 'Perera', gender: 'female', birthDate: '1980-05-01' },
  organization: { id: 'org-colombo', orgName: 'Colombo General' },
  results: [
    labResult(11.2),
    labResult(0, {
      code: '20000009',
      name: 'Colony Count',
      resultOption: 'text',
      valueQuantity: null,
      valueString: '> 100,000',
      unit: 'CFU/mL',
      resultDisplay: '> 100,000',
    }),
  ],
};

const earlier = (id: string, verifiedTime: string | null, results: unknown[]) => ({
  id,
  status: 'final',
  createdTime: '2026-01-01T08:00:00.000Z',
  verifiedTime,
  results,
});

describe('reportViewActors', () => {
  it('loads the report and compares it with the two reports of the test before it (not newer ones, not unviewable ones)', async () => {
    const server = fakeServer({
      ReportResults: { queryDiagnosticReport: [REPORT] },
      EarlierReports: {
        queryDiagnosticReport: [
          earlier('dr-3', '2026-11-20T09:00:00.000Z', [labResult(12.9)]),
          earlier('dr-2', '2026-08-10T09:00:00.000Z', [labResult(11.2)]),
          earlier('dr-9', '2026-07-01T09:00:00.000Z', []),
          earlier('dr-1', '2026-05-02T09:00:00.000Z', [labResult(13.1)]),
        ],
      },
    });
    const actors = reportViewActors(server.client, () => Promise.resolve('unused.pdf'));
    const results = await toPromise(createActor(actors.loadResults, { input: { reportId: 'dr-2' } }).start());
    expect(server.operations.map((operation) => [operation.name, operation.variables])).toEqual([
      ['ReportResults', { id: 'dr-2' }],
      ['EarlierReports', { patientIds: ['p1'], code: '10000001', limit: 3 }],
    ]);
    expect(results.report).toMatchObject({
      id: 'dr-2',
      patientName: 'Mrs. Nimali Perera',
      gender: 'female',
      hospitalName: 'Colombo General',
      specimenCollectedTime: null,
    });
    expect(results.report.results[0]).toMatchObject({ value: 11.2, unit: 'g/dL', antibiogram: [] });
    // A text result keeps its unit (issue 29).
    expect(results.report.results[1]).toMatchObject({ value: null, resultDisplay: '> 100,000', unit: 'CFU/mL' });
    expect(results.earlier.map((report) => [report.id, report.time])).toEqual([['dr-1', '2026-05-02T09:00:00.000Z']]);
  });

  it('a report not among the account’s is an error; the heartbeat names the report', async () => {
    const server = fakeServer({
      ReportResults: new Error('ARO-E1040:You do not have access to this record'),
      ReportHeartbeat: {
        updateExtensionOfDiagnosticReport: { id: 'dr-2', heartbeatLastSeen: '2026-11-26T10:00:00.000Z' },
      },
    });
    const actors = reportViewActors(server.client, (_, reportId) => Promise.resolve(`${reportId}.pdf`));
    await expect(toPromise(createActor(actors.loadResults, { input: { reportId: 'dr-x' } }).start())).rejects.toThrow(
      'ARO-E1040',
    );
    await toPromise(createActor(actors.sendHeartbeat, { input: { reportId: 'dr-2' } }).start());
    expect(server.operations.at(-1)).toEqual({ name: 'ReportHeartbeat', variables: { id: 'dr-2' } });
    expect(await toPromise(createActor(actors.downloadPdf, { input: { reportId: 'dr-2' } }).start())).toBe('dr-2.pdf');
  });
});
