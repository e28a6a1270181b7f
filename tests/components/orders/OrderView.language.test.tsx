// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderTracker } from '../../../domain/orderTracker';
import type { OrderView } from '../../../machines/orderView.machine';
import { ChangeRequestDialog } from '../../../src/features/orders/view/ChangeRequestDialog';
import { OrderHeader } from '../../../src/features/orders/view/OrderHeader';
import { OrderNotes } from '../../../src/features/orders/view/OrderNotes';
import { OrderReply } from '../../../src/features/orders/view/OrderReply';
import { OrderTracker } from '../../../src/features/orders/view/OrderTracker';
import { speak } from '../../support/language';

/** The order view in Sinhala and Tamil (issue 32): header, tracker, thread, reply and the change request. */

let back: () => void = () => undefined;
afterEach(() => {
  cleanup();
  back();
});

const VISIT = {
  category: 'Procedure',
  identifier: 'SR-0001',
  status: 'draft',
  medicationOrderStatus: null,
  examinationOrderStatus: null,
  procedureOrderStatus: 'confirming',
  encounterOrderStatus: null,
  orderCanceledReason: null,
  orderCommunicationStatus: 'performerReplied',
  serviceRequestInitiatedFor: 'homecare',
  serviceRequestPaymentMethod: null,
  serviceRequestPaymentStatus: 'pending',
  authoredOn: 'not a date',
  requestedTime: null,
  hospitalName: 'Colombo General',
  patientName: 'Mr. Nimal Perera',
  patientRelationship: 'Me',
  addressLineOne: '12 Main St',
  addressLineTwo: '',
  addressLineThree: '',
  addressCity: 'Colombo',
} as const satisfies Partial<OrderView>;

function renderView(): void {
  const order = VISIT as unknown as OrderView;
  render(
    <>
      <OrderHeader order={order} />
      <OrderTracker tracker={orderTracker({ ...VISIT, documentCount: 0 }, VISIT.hospitalName)} />
      <OrderNotes
        notes={[{ authorReference: 'User/s1', authorDisplay: 'Kamal', time: 'now', text: 'Price is 1500' }]}
      />
      <OrderReply text="" canSend={false} onType={() => undefined} onSend={() => undefined} />
    </>,
  );
}

function steps(): (string | null)[] {
  const tracker = document.querySelector('.order-tracker__steps');
  if (!(tracker instanceof HTMLElement)) throw new Error('No tracker steps');
  return within(tracker)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('the order view in Sinhala', () => {
  it('names the home visit, its steps, its state and the thread in Sinhala', () => {
    back = speak('si');
    renderView();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('නිවසට පැමිණීම');
    expect(screen.getByText('ඇණවුම් අංකය')).toBeTruthy();
    expect(screen.getByText('කා සඳහාද')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'ඇණවුමේ ප්‍රගතිය' })).toBeTruthy();
    expect(steps()).toEqual(['නව', 'ගෙවීම', 'ප්‍රතිකාර ක්‍රියාවලිය', 'වාර්තාව']);
    expect(screen.getByRole('status').textContent).toBe('ගෙවීම');
    expect(screen.getByText('Colombo General ඔබේ ඉල්ලීමේ මිල නියම කර ඇත. එය තහවුරු කිරීමට කරුණාකර ගෙවන්න.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'රෝහල සමඟ කතාබස් කරන්න' })).toBeTruthy();
    expect(screen.getByText('රෝහල් කාර්ය මණ්ඩලය')).toBeTruthy();
    expect(screen.getByLabelText('රෝහලට පිළිතුරු දෙන්න')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'යවන්න' })).toBeTruthy();
  });
});

describe('the order view in Tamil', () => {
  it('names the home visit, its steps and state in Tamil', () => {
    back = speak('ta');
    renderView();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('வீட்டு வருகை');
    expect(steps()).toEqual(['புதியது', 'கட்டணம்', 'சிகிச்சை முறை', 'அறிக்கை']);
    expect(
      screen.getByText('Colombo General உங்கள் கோரிக்கைக்கு விலை நிர்ணயித்துள்ளது. அதை உறுதிப்படுத்த கட்டணம் செலுத்தவும்.'),
    ).toBeTruthy();
    expect(screen.getByText('மருத்துவமனை ஊழியர்')).toBeTruthy();
  });

  it('asks the change towards home with the address fields in Tamil', () => {
    back = speak('ta');
    render(
      <ChangeRequestDialog
        toHome
        address={VISIT}
        busy={false}
        error={null}
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'மாற்றக் கோரிக்கை' })).toBeTruthy();
    expect(screen.getByText('அதற்குப் பதிலாக மருத்துவமனை இந்த ஆர்டரை உங்கள் வீட்டு முகவரியில் வழங்க வேண்டுமா?')).toBeTruthy();
    expect(screen.getByLabelText('முகவரி வரி 1')).toHaveProperty('value', '12 Main St');
    expect(screen.getByLabelText('நகரம்')).toHaveProperty('value', 'Colombo');
    expect(screen.getByRole('button', { name: 'உறுதிப்படுத்து' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ரத்துசெய்' })).toBeTruthy();
  });
});
