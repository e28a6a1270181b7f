// @vitest-environment jsdom
import { cleanup, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BLOOD_GROUP,
  COMMENT,
  CULTURE,
  FINDINGS,
  HAEMOGLOBIN,
  openResults,
  orderReports,
  report,
  result,
  testReport,
} from './reportFixtures';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // Noon in Colombo: 'viewable from' 14 minutes on is the same day, shown as a time (near midnight it has a date).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T06:30:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const FBC = testReport('10000001', 'Full blood count', [HAEMOGLOBIN, BLOOD_GROUP, FINDINGS, COMMENT]);
const form = (dialog: HTMLElement, name: RegExp): HTMLElement => within(dialog).getByRole('region', { name });

describe('staff results entry', () => {
  it('gives each parameter the input of its result option, the number with its unit and the patient’s normal range', async () => {
    const { dialog } = await openResults({ StaffOrderReports: orderReports([FBC]) });
    const fbc = form(dialog, /Full blood count/);
    const haemoglobin = within(fbc).getByRole('textbox', { name: 'Haemoglobin' });
    // A man of 40: the male range, not the female one.
    expect(haemoglobin.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(fbc).getByText('g/dL, Normal 13 – 17')).toBeTruthy();
    const group = within(fbc).getByRole('combobox', { name: 'Blood group' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not entered', 'A+', 'B+', 'O+', 'AB+']);
    const findings = within(fbc).getByRole('group', { name: 'Film findings' });
    expect(
      within(findings)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Anisocytosis', 'Target cells', 'Normal']);
    expect(within(fbc).getByRole('textbox', { name: 'Comment' })).toBeTruthy();
    expect(within(fbc).getByRole('checkbox', { name: 'Sensitive (hidden from the patient)' })).toBeTruthy();
    expect(within(fbc).getByRole('checkbox', { name: 'Outsourced (external laboratory)' })).toBeTruthy();
  });

  it('previews the flag as staff type, against the range of the patient’s sex', async () => {
    const { dialog } = await openResults({ StaffOrderReports: orderReports([FBC], { gender: 'female' }) });
    const fbc = form(dialog, /Full blood count/);
    const input = within(fbc).getByRole('textbox', { name: 'Haemoglobin' });
    const flag = (): string => within(fbc).getByRole('status').textContent;
    expect(within(fbc).getByText('g/dL, Normal 12 – 15.5')).toBeTruthy();
    await userEvent.type(input, '16');
    expect(flag()).toBe('High');
    await userEvent.clear(input);
    await userEvent.type(input, '11,5');
    expect(flag()).toBe('Low');
    await userEvent.clear(input);
    await userEvent.type(input, '21');
    expect(flag()).toBe('Critical high');
    await userEvent.clear(input);
    await userEvent.type(input, '13.2');
    expect(flag()).toBe('');
  });

  it('saves the typed results, then offers Verify, and once verified is read-only with the verified and viewable times', async () => {
    const verifiedTime = new Date(Date.now() - 60_000).toISOString();
    const viewableTime = new Date(Date.now() + 14 * 60_000).toISOString();
    const savedResults = [
      result('718-7', { valueQuantity: { __typename: 'Quantity', value: 13.2, unit: 'g/dL' } }),
      result('882-1', { resultOption: 'listSingle', valueString: 'O+' }),
      result('FIND-1', { resultOption: 'listMulti', valueString: 'Anisocytosis, Normal' }),
      result('COMM-1', { resultOption: 'text', valueString: 'No abnormal cells' }),
    ];
    const saved = testReport('10000001', 'Full blood count', [HAEMOGLOBIN, BLOOD_GROUP, FINDINGS, COMMENT], {
      report: report(),
      results: savedResults,
    });
    const verified = { ...saved, report: report({ status: 'final', verifiedTime, viewableTime }) };
    const { server, dialog } = await openResults({
      StaffOrderReports: orderReports([FBC]),
      StaffSaveResults: { staffSaveResults: saved },
      StaffVerifyReport: { staffVerifyReport: verified },
    });
    const fbc = form(dialog, /Full blood count/);
    const verify = within(fbc).getByRole('button', { name: 'Verify' });
    expect(verify.hasAttribute('disabled')).toBe(true);

    await userEvent.type(within(fbc).getByRole('textbox', { name: 'Haemoglobin' }), '13.2');
    await userEvent.selectOptions(within(fbc).getByRole('combobox', { name: 'Blood group' }), 'O+');
    await userEvent.click(within(fbc).getByRole('checkbox', { name: 'Normal' }));
    await userEvent.click(within(fbc).getByRole('checkbox', { name: 'Anisocytosis' }));
    await userEvent.type(within(fbc).getByRole('textbox', { name: 'Comment' }), 'No abnormal cells ');
    await userEvent.click(within(fbc).getByRole('button', { name: 'Save results' }));

    expect(server.sent('StaffSaveResults')).toEqual([
      {
        input: {
          serviceRequestId: '1',
          code: '10000001',
          sensitive: false,
          external: false,
          results: [
            { code: '718-7', valueQuantity: 13.2 },
            { code: '882-1', options: ['O+'] },
            // In the list's order, whatever order they were ticked in.
            { code: 'FIND-1', options: ['Anisocytosis', 'Normal'] },
            { code: 'COMM-1', valueString: 'No abnormal cells' },
          ],
        },
      },
    ]);
    await waitFor(() =>
      expect(within(fbc).getByRole('button', { name: 'Verify' }).hasAttribute('disabled')).toBe(false),
    );
    // The form now shows what the server saved.
    expect(within(fbc).getByRole<HTMLInputElement>('checkbox', { name: 'Normal' }).checked).toBe(true);

    await userEvent.click(within(fbc).getByRole('button', { name: 'Verify' }));
    expect(server.sent('StaffVerifyReport')).toEqual([{ id: 'dr-1' }]);
    expect(await within(fbc).findByText(/^Verified /)).toBeTruthy();
    expect(within(fbc).getByText(/Viewable by the patient from/).textContent).toMatch(
      /Viewable by the patient from \d/,
    );
    expect(within(fbc).queryByRole('button', { name: 'Save results' })).toBeNull();
    expect(within(fbc).queryByRole('button', { name: 'Verify' })).toBeNull();
    // Read-only through the disabled fieldset around the form's controls.
    expect(within(fbc).getByRole('textbox', { name: 'Haemoglobin' }).matches(':disabled')).toBe(true);
    expect(within(fbc).getByRole<HTMLInputElement>('textbox', { name: 'Haemoglobin' }).value).toBe('13.2');
    expect(within(fbc).getByRole('combobox', { name: 'Blood group' }).matches(':disabled')).toBe(true);
  });

  it('keeps Verify off while changes are unsaved', async () => {
    const saved = testReport('10000001', 'Full blood count', [HAEMOGLOBIN], {
      report: report(),
      results: [result('718-7', { valueQuantity: { __typename: 'Quantity', value: 13.2, unit: 'g/dL' } })],
    });
    const { dialog } = await openResults({ StaffOrderReports: orderReports([saved]) });
    const fbc = form(dialog, /Full blood count/);
    expect(within(fbc).getByRole('button', { name: 'Verify' }).hasAttribute('disabled')).toBe(false);
    await userEvent.click(within(fbc).getByRole('checkbox', { name: 'Sensitive (hidden from the patient)' }));
    expect(within(fbc).getByRole('button', { name: 'Verify' }).hasAttribute('disabled')).toBe(true);
    expect(within(fbc).getByText('Save the results before verifying.')).toBeTruthy();
  });

  it('shows the server’s refusal beside the form and keeps every typed value', async () => {
    const { server, dialog } = await openResults({
      StaffOrderReports: orderReports([FBC]),
      StaffSaveResults: new Error('ARO-E1081:These results cannot be saved. Blood group must be one of its options.'),
    });
    const fbc = form(dialog, /Full blood count/);
    await userEvent.type(within(fbc).getByRole('textbox', { name: 'Haemoglobin' }), '13.2');
    await userEvent.type(within(fbc).getByRole('textbox', { name: 'Comment' }), 'Slight haemolysis');
    await userEvent.click(within(fbc).getByRole('checkbox', { name: 'Outsourced (external laboratory)' }));
    await userEvent.click(within(fbc).getByRole('button', { name: 'Save results' }));
    expect((await within(fbc).findByRole('alert')).textContent).toBe(
      'These results cannot be saved. Blood group must be one of its options.',
    );
    expect(within(fbc).getByRole<HTMLInputElement>('textbox', { name: 'Haemoglobin' }).value).toBe('13.2');
    expect(within(fbc).getByRole<HTMLInputElement>('textbox', { name: 'Comment' }).value).toBe('Slight haemolysis');
    expect(
      within(fbc).getByRole<HTMLInputElement>('checkbox', { name: 'Outsourced (external laboratory)' }).checked,
    ).toBe(true);
    expect(server.sent('StaffSaveResults')).toHaveLength(1);

    // A value that is not a number is caught before it is sent.
    await userEvent.clear(within(fbc).getByRole('textbox', { name: 'Haemoglobin' }));
    await userEvent.type(within(fbc).getByRole('textbox', { name: 'Haemoglobin' }), '13.2.1');
    await userEvent.click(within(fbc).getByRole('button', { name: 'Save results' }));
    expect(within(fbc).getByRole('alert').textContent).toBe('Enter a number for Haemoglobin.');
    expect(server.sent('StaffSaveResults')).toHaveLength(1);
  });

  it('enters a microbiology organism and antibiogram rows, added and removed', async () => {
    const URINE = testReport('20000001', 'Urine culture', [CULTURE]);
    const { server, dialog } = await openResults({
      StaffOrderReports: orderReports([URINE]),
      StaffSaveResults: {
        staffSaveResults: {
          ...URINE,
          report: report(),
          results: [result('URC-1', { resultOption: 'listSingle', valueString: 'Growth', organism: 'E. coli' })],
        },
      },
    });
    const urine = form(dialog, /Urine culture/);
    await userEvent.selectOptions(within(urine).getByRole('combobox', { name: 'Urine culture' }), 'Growth');
    await userEvent.type(within(urine).getByRole('textbox', { name: 'Urine culture organism' }), 'E. coli');
    within(urine).getByRole('table', { name: 'Urine culture antibiogram' });
    await userEvent.click(within(urine).getByRole('button', { name: 'Add antibiotic' }));
    await userEvent.click(within(urine).getByRole('button', { name: 'Add antibiotic' }));
    await userEvent.type(within(urine).getByRole('textbox', { name: 'Urine culture antibiotic 1' }), 'Amoxicillin');
    await userEvent.selectOptions(
      within(urine).getByRole('combobox', { name: 'Urine culture S/I/R of Amoxicillin' }),
      'R',
    );
    await userEvent.type(within(urine).getByRole('textbox', { name: 'Urine culture antibiotic 2' }), 'Nitrofurantoin');
    await userEvent.selectOptions(
      within(urine).getByRole('combobox', { name: 'Urine culture S/I/R of Nitrofurantoin' }),
      'S',
    );
    await userEvent.type(within(urine).getByRole('textbox', { name: 'Urine culture MIC of Nitrofurantoin' }), '≤ 16');
    await userEvent.click(within(urine).getByRole('button', { name: 'Add antibiotic' }));
    await userEvent.type(within(urine).getByRole('textbox', { name: 'Urine culture antibiotic 3' }), 'Ciprofloxacin');
    await userEvent.click(within(urine).getByRole('button', { name: 'Remove Ciprofloxacin' }));
    expect(within(urine).queryByRole('textbox', { name: 'Urine culture antibiotic 3' })).toBeNull();

    await userEvent.click(within(urine).getByRole('button', { name: 'Save results' }));
    expect(server.sent('StaffSaveResults')[0]).toEqual({
      input: {
        serviceRequestId: '1',
        code: '20000001',
        sensitive: false,
        external: false,
        results: [
          {
            code: 'URC-1',
            options: ['Growth'],
            organism: 'E. coli',
            antibiogram: [
              { antibiotic: 'Amoxicillin', interpretation: 'R', mic: null },
              { antibiotic: 'Nitrofurantoin', interpretation: 'S', mic: '≤ 16' },
            ],
          },
        ],
      },
    });
  });
});
