import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionCardData } from '../../machines/types';
import { harbourClinic } from '../../tenants/harbour-clinic';
import { carechatDemo } from '../../tenants/carechat-demo';
import { SIGNED_IN, startAssistant, type AssistantHarness } from './assistantHarness';
import { SESSIONS, appointmentIn, sessionOf, DOCTORS } from './bookingFakes';

/** After booking, from the chat's appointment cards: each action runs its machine (cancel, refund) or opens its screen. */

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 1, 9, 30));
});
afterEach(() => {
  vi.useRealTimers();
});

function session(id: string): SessionCardData {
  const found = SESSIONS.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(id);
  return found;
}

const inThreeDays = session('s-anil-4');
const today = session('s-anil-1');
const tomorrow = session('s-ruwani-1');

async function askUpcoming(chat: AssistantHarness): Promise<void> {
  await chat.wait(2000);
  chat.newLines();
  await chat.tap('What is my upcoming');
  await chat.wait(1000);
}

describe('assistant: appointment actions', () => {
  it('offers the actions of the only card at once, and cancels it after the question', async () => {
    const chat = startAssistant({ session: SIGNED_IN, booking: { upcoming: [appointmentIn(inThreeDays, 8)] } });
    await askUpcoming(chat);
    expect(chat.buttons()).toEqual([
      'Cancel',
      'Request To Refund',
      'Upload documents',
      'My Appointments',
      'Back to menu',
    ]);
    chat.newLines();
    await chat.tap('Cancel');
    expect(chat.newLines()).toEqual([
      'patient: Cancel',
      'assistant: Are you sure you want to cancel your appointment with Dr. Anil Gunasekara, token 8?',
    ]);
    expect(chat.buttons()).toEqual(['Yes, cancel it', 'No, keep it']);
    await chat.tap('Yes, cancel it');
    await chat.wait(0);
    expect(chat.calls.booking.cancelled).toEqual([`a-${inThreeDays.id}`]);
    expect(chat.newLines()).toEqual([
      'patient: Yes, cancel it',
      'assistant: Your appointment with Dr. Anil Gunasekara is cancelled. Token 8 stays yours: nobody else is given it. It was paid: tap What is my upcoming to reschedule it or request a refund.',
    ]);
    await chat.wait(1000);
    expect(chat.buttons()).toContain('What is my upcoming');
  });

  it("says the spec's refusal within 24 hours and cancels nothing", async () => {
    const chat = startAssistant({ session: SIGNED_IN, booking: { upcoming: [appointmentIn(today, 5)] } });
    await askUpcoming(chat);
    chat.newLines();
    await chat.tap('Cancel');
    expect(chat.newLines()).toEqual([
      'patient: Cancel',
      'assistant: You cannot cancel this appointment because the session time is within 24 hours',
    ]);
    expect(chat.buttons()).toEqual(['Back to menu']);
    expect(chat.calls.booking.cancelled).toEqual([]);
  });

  it('keeps the appointment on No, and says a failed cancel with Try again', async () => {
    const kept = startAssistant({ session: SIGNED_IN, booking: { upcoming: [appointmentIn(inThreeDays, 8)] } });
    await askUpcoming(kept);
    await kept.tap('Cancel');
    kept.newLines();
    await kept.tap('No, keep it');
    expect(kept.newLines()).toEqual(['patient: No, keep it', 'assistant: Your appointment stays booked.']);
    expect(kept.calls.booking.cancelled).toEqual([]);
    kept.actor.stop();

    const failing = startAssistant({
      session: SIGNED_IN,
      booking: { upcoming: [appointmentIn(inThreeDays, 8)], fails: ['cancel'] },
    });
    await askUpcoming(failing);
    await failing.tap('Cancel');
    await failing.tap('Yes, cancel it');
    await failing.wait(0);
    expect(failing.newLines().at(-1)).toBe(
      'assistant: You cannot cancel this appointment because the session time is within 24 hours',
    );
    expect(failing.buttons()).toEqual(['Try again', 'Back to menu']);
  });

  it('asks which card first when several can be acted on', async () => {
    const chat = startAssistant({
      session: SIGNED_IN,
      booking: {
        upcoming: [appointmentIn(inThreeDays, 8), appointmentIn(tomorrow, 2, { id: 'a-2', paymentStatus: 'pending' })],
      },
    });
    await askUpcoming(chat);
    expect(chat.buttons()).toEqual([
      'Dr. Ruwani Jayasekara, Tomorrow, token 2',
      'Dr. Anil Gunasekara, Wed, 4 Jun, token 8',
      'My Appointments',
      'Back to menu',
    ]);
    chat.newLines();
    await chat.tap('Dr. Ruwani Jayasekara, Tomorrow, token 2');
    expect(chat.newLines()).toEqual([
      'patient: Dr. Ruwani Jayasekara, Tomorrow, token 2',
      'assistant: What would you like to do about your appointment with Dr. Ruwani Jayasekara (Tomorrow, token 2)?',
    ]);
    await chat.wait(1000);
    expect(chat.buttons()).toEqual(['Cancel', 'Upload documents', 'Back to menu']);
  });

  it('walks the refund wizard: group, reason, a typed note, what is refunded, then the request', async () => {
    const chat = startAssistant({ session: SIGNED_IN, booking: { upcoming: [appointmentIn(inThreeDays, 8)] } });
    await askUpcoming(chat);
    await chat.tap('Request To Refund');
    await chat.wait(0);
    expect(chat.newLines().slice(-1)).toEqual(['assistant: Why would you like a refund?']);
    expect(chat.buttons()).toEqual(['Booking issue', 'Doctor related', 'Patient request', 'Back to menu']);
    await chat.tap('Doctor related');
    expect(chat.buttons()).toEqual(['Doctor requested', 'Doctor not visited', 'Doctor cancelled', 'Back']);
    await chat.tap('Doctor requested');
    expect(chat.newLines().slice(-1)).toEqual(['assistant: Anything to tell the hospital? Type a note, or tap Skip.']);
    await chat.type('The doctor asked me to come next week');
    // 'Doctor requested' leaves out the hospital's fees: only the doctor fee comes back.
    expect(chat.newLines().slice(-2)).toEqual([
      'patient: The doctor asked me to come next week',
      'assistant: Reason: Doctor requested. Note: The doctor asked me to come next week. Refund: 2,500.00 LKR.',
    ]);
    await chat.tap('Request refund');
    await chat.wait(0);
    expect(chat.calls.booking.refunds).toEqual([
      expect.objectContaining({
        serviceRef: `Appointment/a-${inThreeDays.id}`,
        reasonCode: 'DOCTOR RELATED',
        reason: 'Doctor requested',
        remarks: 'The doctor asked me to come next week',
      }),
    ]);
    expect(chat.newLines().slice(-1)).toEqual([
      'assistant: Your refund request is sent. The hospital will tell you when it is approved; you can follow it in your appointment and payment history.',
    ]);
  });

  it("sends 'Request Refund' as the note when the patient skips it", async () => {
    const chat = startAssistant({ session: SIGNED_IN, booking: { upcoming: [appointmentIn(inThreeDays, 8)] } });
    await askUpcoming(chat);
    await chat.tap('Request To Refund');
    await chat.wait(0);
    await chat.tap('Patient request');
    await chat.tap('Other reasons');
    await chat.tap('Skip');
    await chat.tap('Request refund');
    await chat.wait(0);
    expect(chat.calls.booking.refunds.map((refund) => refund.remarks)).toEqual(['Request Refund']);
  });

  it('opens the screens of Reschedule and Feedback on the recent visits that need them', async () => {
    const done = sessionOf('s-done', DOCTORS.kumar, -3, 9, { status: 'completed' });
    const visits = [
      appointmentIn(done, 3, { id: 'a-done', status: 'fulfilled' }),
      appointmentIn(inThreeDays, 8, { id: 'a-off', status: 'cancelled', cancelReason: 'patient' }),
    ];
    const chat = startAssistant({ session: SIGNED_IN, booking: { upcoming: visits } });
    await askUpcoming(chat);
    expect(chat.newLines()).toContain('assistant: These recent visits are waiting for you.');
    await chat.tap('Dr. Anil Gunasekara, Wed, 4 Jun, token 8');
    await chat.wait(1000);
    expect(chat.buttons()).toEqual(['Reschedule', 'Request To Refund', 'Back to menu']);
    await chat.tap('Reschedule');
    expect(chat.navigations).toEqual(['/doctor?appointmentRescheduledFor=a-off']);
  });

  it('lists a cancelled appointment still ahead as cancelled, never among the recent visits (issue 29 item 25)', async () => {
    const done = sessionOf('s-done', DOCTORS.kumar, -3, 9, { status: 'completed' });
    const visits = [
      appointmentIn(done, 3, { id: 'a-done', status: 'fulfilled' }),
      appointmentIn(inThreeDays, 8, { id: 'a-off', status: 'cancelled', cancelReason: 'patient' }),
    ];
    const chat = startAssistant({ session: SIGNED_IN, booking: { upcoming: visits } });
    await askUpcoming(chat);
    const lines = chat.newLines();
    const cancelledHeading = lines.indexOf(
      'assistant: These cancelled appointments can still be rescheduled or refunded.',
    );
    const recentHeading = lines.indexOf('assistant: These recent visits are waiting for you.');
    const card = (token: number): number =>
      lines.findIndex((line) => line.startsWith(`assistant: [appointment] Token ${token},`));
    // The cancelled one, whose session is in three days, under its own heading; the past visit under the recent ones.
    expect(cancelledHeading).toBeGreaterThan(0);
    expect(card(8)).toBe(cancelledHeading + 1);
    expect(recentHeading).toBeGreaterThan(card(8));
    expect(card(3)).toBe(recentHeading + 1);
    // Both can still be acted on, soonest kind first.
    expect(chat.buttons()).toEqual([
      'Dr. Anil Gunasekara, Wed, 4 Jun, token 8',
      'Dr. Kumar Rajan, Thu, 29 May, token 3',
      'My Appointments',
      'Back to menu',
    ]);
  });

  it('offers no Cancel or Request To Refund where the tenant switches them off', async () => {
    const features = {
      ...carechatDemo.features,
      appointmentCancel: { enabled: false },
      appointmentRefund: { enabled: false },
    };
    const chat = startAssistant({
      session: SIGNED_IN,
      features,
      booking: { upcoming: [appointmentIn(inThreeDays, 8)] },
    });
    await askUpcoming(chat);
    expect(chat.buttons()).toEqual(['Upload documents', 'My Appointments', 'Back to menu']);
    expect(harbourClinic.features.appointmentCancel).toBeDefined();
  });

  it('runs every action from a picked card, and Back to menu leaves each', async () => {
    const done = sessionOf('s-done', DOCTORS.kumar, -3, 9, { status: 'completed' });
    const visits = [
      appointmentIn(inThreeDays, 8),
      appointmentIn(today, 5, { id: 'a-today' }),
      appointmentIn(done, 3, { id: 'a-done', status: 'fulfilled' }),
    ];
    const pick = async (chat: AssistantHarness, card: string, action: string): Promise<void> => {
      await askUpcoming(chat);
      await chat.tap(card);
      await chat.wait(1000);
      await chat.tap(action);
      await chat.wait(0);
    };
    const anil = 'Dr. Anil Gunasekara, Wed, 4 Jun, token 8';
    const kumar = 'Dr. Kumar Rajan, Thu, 29 May, token 3';

    const uploading = startAssistant({ session: SIGNED_IN, booking: { upcoming: visits } });
    await pick(uploading, anil, 'Upload documents');
    expect(uploading.navigations).toEqual([
      `/view/appointment?sessionId=${inThreeDays.id}&appointmentId=a-${inThreeDays.id}`,
    ]);
    uploading.actor.stop();

    const rating = startAssistant({ session: SIGNED_IN, booking: { upcoming: visits } });
    await pick(rating, kumar, 'Feedback');
    expect(rating.navigations).toEqual(['/view/appointment?sessionId=s-done&appointmentId=a-done']);
    rating.actor.stop();

    // Within 24 hours the refusal, and its Back to menu.
    const refused = startAssistant({ session: SIGNED_IN, booking: { upcoming: visits } });
    await pick(refused, 'Dr. Anil Gunasekara, Today, token 5', 'Cancel');
    await refused.tap('Back to menu');
    expect(refused.buttons()).toContain('What is my upcoming');
    refused.actor.stop();

    const refunding = startAssistant({ session: SIGNED_IN, booking: { upcoming: visits } });
    await pick(refunding, anil, 'Request To Refund');
    await refunding.tap('Back to menu');
    expect(refunding.calls.booking.refunds).toEqual([]);
    refunding.actor.stop();

    const leaving = startAssistant({ session: SIGNED_IN, booking: { upcoming: visits } });
    await askUpcoming(leaving);
    await leaving.tap(anil);
    await leaving.wait(1000);
    await leaving.tap('Back to menu');
    expect(leaving.buttons()).toContain('What is my upcoming');
  });

  it('opens Upload documents and Feedback of the only card, and reschedules from it', async () => {
    const uploading = startAssistant({ session: SIGNED_IN, booking: { upcoming: [appointmentIn(inThreeDays, 8)] } });
    await askUpcoming(uploading);
    await uploading.tap('Upload documents');
    expect(uploading.newLines().slice(-1)).toEqual([
      'assistant: Opening your appointment: choose the images or PDFs for the doctor under Documents.',
    ]);
    uploading.actor.stop();

    const done = sessionOf('s-done', DOCTORS.kumar, -3, 9, { status: 'completed' });
    const rating = startAssistant({
      session: SIGNED_IN,
      booking: { upcoming: [appointmentIn(done, 3, { id: 'a-done', status: 'fulfilled', paymentStatus: 'pending' })] },
    });
    await askUpcoming(rating);
    expect(rating.buttons()).toEqual(['Feedback', 'My Appointments', 'Back to menu']);
    await rating.tap('Feedback');
    expect(rating.navigations).toEqual(['/view/appointment?sessionId=s-done&appointmentId=a-done']);
    rating.actor.stop();

    const moving = startAssistant({
      session: SIGNED_IN,
      booking: {
        upcoming: [
          appointmentIn(inThreeDays, 8, {
            id: 'a-off',
            status: 'cancelled',
            cancelReason: 'patient',
            refundStatus: 'requested',
          }),
        ],
      },
    });
    await askUpcoming(moving);
    expect(moving.buttons()).toEqual(['My Appointments', 'Back to menu']);
    moving.actor.stop();

    const rescheduling = startAssistant({
      session: SIGNED_IN,
      booking: {
        upcoming: [appointmentIn(inThreeDays, 8, { id: 'a-off', status: 'cancelled', cancelReason: 'patient' })],
      },
    });
    await askUpcoming(rescheduling);
    await rescheduling.tap('Reschedule');
    expect(rescheduling.navigations).toEqual(['/doctor?appointmentRescheduledFor=a-off']);
  });

  it('says something went wrong and shows the menu when an action machine itself fails', async () => {
    for (const [brokenAction, action] of [
      ['cancelFlow', 'Cancel'],
      ['refundFlow', 'Request To Refund'],
    ] as const) {
      const chat = startAssistant({
        session: SIGNED_IN,
        brokenAction,
        booking: { upcoming: [appointmentIn(inThreeDays, 8)] },
      });
      await askUpcoming(chat);
      await chat.tap(action);
      await chat.wait(0);
      expect(chat.newLines().at(-1)).toBe('assistant: Something went wrong');
      await chat.wait(1000);
      expect(chat.buttons()).toContain('What is my upcoming');
      chat.actor.stop();
    }
  });
});
