// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionCardData } from '../../../machines/types';
import { MemoryRouter } from 'react-router-dom';
import { BubbleContent } from '../../../src/features/chat/BubbleContent';

afterEach(cleanup);

const session: SessionCardData = {
  id: 's-1',
  status: 'scheduled',
  startTime: Date.now() + 3 * 86_400_000,
  endTime: Date.now() + 3 * 86_400_000 + 7_200_000,
  appointmentMaxAllowed: 20,
  activeAppointments: 1,
  video: true,
  practitionerId: 'pr-kamala',
  doctorName: 'Dr. Kamala Silva',
  doctorRole: 'Paediatrician',
  specialty: 'Paediatrics',
  organizationId: 'org-kandy',
  organizationName: 'Carechat Hospital Kandy',
  locationName: 'Room 2',
  fee: 2000,
};

describe('BubbleContent', () => {
  it("draws an empty search's call-the-hospital bubble as one call link per contact number of the tenant", async () => {
    render(<BubbleContent content={{ kind: 'callHospital' }} />);
    const list = await screen.findByRole('list', { name: 'Call the hospital' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Call Colombo hospital +94 11 234 5678', 'tel:+94112345678'],
      ['Call Kandy hospital +94 81 222 3344', 'tel:+94812223344'],
      ['Call Galle hospital +94 91 223 4455', 'tel:+94912234455'],
    ]);
  });

  it('draws only the hospitals the empty search was about, when the bubble names them (issue 29)', async () => {
    render(
      <BubbleContent
        content={{ kind: 'callHospital', hospitals: [{ label: 'Colombo', number: '+94 11 200 0000' }] }}
      />,
    );
    const links = within(await screen.findByRole('list', { name: 'Call the hospital' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Call hospital +94 11 200 0000', 'tel:+94112000000'],
    ]);
  });

  // Session and invoice bubbles load their components on first use.
  it('draws a session as a card that is not a control (the reply buttons pick it)', async () => {
    render(<BubbleContent content={{ kind: 'session', context: 'SESSION_VIEW_CHAT_SPECIALITY_RESULT', session }} />);
    await screen.findByText('Carechat Hospital Kandy');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    for (const text of ['Dr. Kamala Silva', 'Paediatrician', 'Carechat Hospital Kandy', 'Video consultation'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText(/^Starting At /)).toBeTruthy();
  });

  it('leaves the doctor out of a doctor search result (the patient chose the doctor)', async () => {
    render(<BubbleContent content={{ kind: 'session', context: 'SESSION_VIEW_CHAT_DOCTOR_RESULT', session }} />);
    await screen.findByText('Carechat Hospital Kandy');
    expect(screen.queryByText('Dr. Kamala Silva')).toBeNull();
    expect(screen.getByText('Carechat Hospital Kandy')).toBeTruthy();
  });

  it('draws an invoice as a table of lines with the total, and the payment terms link (the switch is on)', async () => {
    render(
      <MemoryRouter>
        <BubbleContent
          content={{
            kind: 'invoice',
            invoice: {
              id: 'inv-1',
              currency: 'LKR',
              items: [
                { description: 'Doctor fee', amount: 2000 },
                { description: 'Hospital fee', amount: 500 },
                { description: 'Value pack discount', amount: -50 },
              ],
              total: 2450,
            },
          }}
        />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('link', { name: 'Payment terms and conditions' })).getAttribute('href')).toBe(
      '/paymentTermsAndConditions',
    );
    const table = await screen.findByRole('table', { name: 'Invoice' });
    // Each amount has its description as a row header, and the columns are named.
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Doctor fee', 'Hospital fee', 'Value pack discount', 'Total']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Description', 'Amount']);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Description', 'Amount'],
      ['Doctor fee', '2,000.00 LKR'],
      ['Hospital fee', '500.00 LKR'],
      ['Value pack discount', '-50.00 LKR'],
      ['Total', '2,450.00 LKR'],
    ]);
  });
});
