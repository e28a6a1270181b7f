import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { openBoard, staffOrder } from './orderFixtures';
import type { FakeServer } from './staffServer';

/** Examination order tests in the server's shapes (StaffTestReport) for the staff Results panel tests. */

const range = (
  type: string,
  low: number | null,
  high: number | null,
  appliesTo: string | null = null,
): Record<string, unknown> => ({
  __typename: 'ReferenceRange',
  type,
  low,
  high,
  appliesTo,
  ageLow: null,
  ageHigh: null,
});

function parameter(
  code: string,
  name: string,
  resultOption: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    __typename: 'TestParameter',
    code,
    name,
    resultOption,
    options: [],
    unit: null,
    referenceRange: [],
    parameterOrder: 1,
    subTestClassification: null,
    microbiology: false,
    ...overrides,
  };
}

export const HAEMOGLOBIN = parameter('718-7', 'Haemoglobin', 'numeric', {
  unit: 'g/dL',
  referenceRange: [range('normal', 12, 15.5, 'female'), range('normal', 13, 17, 'male'), range('critical', 7, 20)],
});
export const BLOOD_GROUP = parameter('882-1', 'Blood group', 'listSingle', {
  options: ['A+', 'B+', 'O+', 'AB+'],
  parameterOrder: 2,
});
export const FINDINGS = parameter('FIND-1', 'Film findings', 'listMulti', {
  options: ['Anisocytosis', 'Target cells', 'Normal'],
  parameterOrder: 3,
});
export const COMMENT = parameter('COMM-1', 'Comment', 'text', { parameterOrder: 4 });
export const CULTURE = parameter('URC-1', 'Urine culture', 'listSingle', {
  options: ['Growth', 'No growth'],
  microbiology: true,
});

export function result(code: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    __typename: 'LabResult',
    id: `r-${code}`,
    code,
    resultOption: 'numeric',
    valueQuantity: null,
    valueString: null,
    organism: null,
    antibiogram: [],
    ...overrides,
  };
}

export function testReport(
  code: string,
  name: string,
  parameters: Record<string, unknown>[],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    __typename: 'StaffTestReport',
    serviceRequestId: '1',
    code,
    name,
    resultOption: 'text',
    parameters,
    report: null,
    results: [],
    ...overrides,
  };
}

export function report(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    __typename: 'DiagnosticReport',
    id: 'dr-1',
    status: 'preliminary',
    verifiedTime: null,
    viewableTime: null,
    diagnosticReportOutsourcedType: 'internal',
    diagnosticReportSensitive: false,
    ...overrides,
  };
}

/** The StaffOrderReports answer: the tests and the order's patient (a man of 40 unless told). */
export const orderReports = (
  tests: Record<string, unknown>[],
  patient: Record<string, unknown> = {},
): Record<string, unknown> => ({
  staffOrderReports: tests,
  staffOrder: {
    __typename: 'StaffOrder',
    order: {
      __typename: 'ServiceRequest',
      id: '1',
      patient: { __typename: 'Patient', id: 'p1', gender: 'male', birthDate: '1986-01-15', ...patient },
    },
  },
});

/** The board with examination order SR-1 opened; returns the server and the dialog once the Results panel has loaded. */
export async function openResults(
  answers: Record<string, unknown>,
): Promise<{ server: FakeServer; dialog: HTMLElement }> {
  const server = await openBoard([staffOrder('1', 'Examination', 'confirming', {}, 'Nimal Perera')], answers);
  await userEvent.click(within(screen.getByRole('listitem', { name: /SR-1,/ })).getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog');
  await within(dialog).findByRole('region', { name: 'Results' });
  await waitFor(() => expect(within(dialog).queryByText('Loading results…')).toBeNull());
  return { server, dialog };
}
