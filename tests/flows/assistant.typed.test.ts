import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuMode } from '../../flows/assistant/opening';
import type { SessionCardData } from '../../machines/types';
import { carechatDemo } from '../../tenants/carechat-demo';
import {
  HOLDER,
  SIGNED_IN,
  registerFirstPatient,
  signInAsHolder,
  startAssistant,
  type AssistantHarness,
  type AssistantOptions,
} from './assistantHarness';
import { SESSIONS, appointmentIn } from './bookingFakes';

/**
 * Issue 29 item 8: the chat understands a sentence. The menu has a text box; what is typed there, or into the
 * booking search when it asks for something else, is understood (domain/intent.ts) and answered
 * (flows/typed/): a doctor or speciality and a day found in the sentence list that day's sessions; 'cancel my
 * appointment' reaches the cancel of the right appointment; a greeting, help or anything not understood gets
 * the menu back with a hint, never a dead end. The conversation's clock is Sunday 1 June 2025, 9:30.
 */

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 1, 9, 30));
});
afterEach(() => {
  vi.useRealTimers();
});

const SERVICES = [
  'Book a Doctor',
  'Video Channel',
  'Home Visit',
  'Home Lab Test',
  'Online Pharmacy',
  'Chat With Hospital',
];
const SEARCH = {
  kind: 'text',
  label: 'Doctor or speciality',
  placeholder: 'Type a doctor name or speciality',
  submitLabel: 'Send',
};
const NOT_UNDERSTOOD =
  "assistant: Sorry, I didn't understand that. Tap a service below, or type what you need, like 'heart doctor tomorrow', 'cancel my appointment' or 'my lab reports'.";
const SEARCHING = 'assistant: please wait , searching sessions for you...';
const FOUND = 'assistant: we found these sessions for you';

function session(id: string): SessionCardData {
  const found = SESSIONS.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(id);
  return found;
}

const card = (id: string): string => {
  const { doctorName, specialty, startTime, organizationName } = session(id);
  const date = new Date(startTime);
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `assistant: [session] ${doctorName}, ${specialty}, ${date.getDate()} Jun 2025 ${time}, ${organizationName}`;
};

async function atMenu(options: AssistantOptions = {}): Promise<AssistantHarness> {
  const chat = startAssistant(options);
  await chat.wait(2000);
  chat.newLines();
  return chat;
}

function stateOf(chat: AssistantHarness): unknown {
  return chat.actor.getSnapshot().value;
}

describe('typed at the menu: a doctor or speciality and a day', () => {
  it('offers a text box beside the menu buttons', async () => {
    const chat = await atMenu();
    expect(chat.buttons()).toEqual(SERVICES);
    expect(chat.composer()).toEqual(menuMode());
  });

  it("'I want to see a cardiologist tomorrow' lists tomorrow's cardiology sessions", async () => {
    const chat = await atMenu();
    await chat.type('I want to see a cardiologist tomorrow');
    expect(chat.calls.booking.search).toEqual([
      { startTimeFrom: new Date(2025, 5, 1).getTime(), video: false, specialtyCode: 'cardiology' },
    ]);
    await chat.wait(1000);
    // Tomorrow's two: Dr. Ruwani at 10:00 and Dr. Anil's full session at 17:00; not today's nor Tuesday's.
    expect(chat.newLines()).toEqual([
      'patient: I want to see a cardiologist tomorrow',
      SEARCHING,
      FOUND,
      card('s-ruwani-1'),
      card('s-anil-2'),
    ]);
    await chat.wait(1000);
    expect(chat.buttons()).toEqual(['Book Dr. Ruwani Jayasekara Tomorrow 10:00 AM', 'Back to menu']);
  });

  it("reads 'heart doctor tomorrow after 5' as the cardiologists' sessions from 5 PM tomorrow", async () => {
    const chat = await atMenu();
    await chat.type('heart doctor tomorrow after 5');
    await chat.wait(1000);
    expect(chat.newLines()).toEqual(['patient: heart doctor tomorrow after 5', SEARCHING, FOUND, card('s-anil-2')]);
  });

  it('names a doctor and a weekday: Dr. Anil on Wednesday', async () => {
    const chat = await atMenu();
    await chat.type('Dr Anil on Wednesday');
    expect(chat.calls.booking.search.at(-1)).toMatchObject({ practitionerId: 'pr-anil' });
    await chat.wait(1000);
    expect(chat.newLines()).toEqual(['patient: Dr Anil on Wednesday', SEARCHING, FOUND, card('s-anil-4')]);
  });

  it('says when nothing is on the day or time asked for, and lists the next ones', async () => {
    const chat = await atMenu();
    await chat.type('cardiologist tomorrow before 9am');
    await chat.wait(1000);
    expect(chat.newLines()).toEqual([
      'patient: cardiologist tomorrow before 9am',
      SEARCHING,
      'assistant: There are no sessions tomorrow before 9:00 AM. These are the next ones.',
      card('s-ruwani-1'),
      card('s-anil-2'),
      card('s-anil-3'),
    ]);
    await chat.wait(1000);
    expect(chat.buttons()).toContain('See more');
  });

  it("'naalai doctor venum' asks which doctor for tomorrow, and keeps the day for the name typed next", async () => {
    const chat = await atMenu();
    await chat.type('naalai doctor venum');
    await chat.wait(1000);
    expect(chat.newLines()).toEqual([
      'patient: naalai doctor venum',
      'assistant: Which doctor or speciality would you like to see tomorrow? Type a name or a speciality, like Cardiology.',
    ]);
    expect(chat.composer()).toEqual(SEARCH);
    expect(chat.buttons()).toContain('Back to menu');
    await chat.type('card');
    await chat.wait(1000);
    await chat.tap('Cardiology');
    await chat.wait(1000);
    expect(chat.newLines().slice(-2)).toEqual([card('s-ruwani-1'), card('s-anil-2')]);
  });

  it("'doctor channel karanna one' (Sinhala: I need to channel a doctor) asks which doctor", async () => {
    const chat = await atMenu();
    await chat.type('doctor channel karanna one');
    await chat.wait(1000);
    expect(chat.newLines().at(-1)).toBe(
      'assistant: Which doctor or speciality would you like to see? Type a name or a speciality, like Cardiology.',
    );
    expect(stateOf(chat)).toEqual({ booking: 'askingDoctor' });
  });

  it("a name alone works as in the booking search: 'anil' offers the doctor", async () => {
    const chat = await atMenu();
    await chat.type('anil');
    await chat.wait(1000);
    expect(chat.newLines()).toEqual([
      'patient: anil',
      'assistant: Choose a doctor or speciality, or type another name.',
    ]);
    expect(chat.buttons()).toEqual(['Dr. Anil Gunasekara, Consultant Cardiologist', 'Back to menu']);
    expect(chat.composer()).toEqual(SEARCH);
  });

  it('a video consultation in words searches the video sessions', async () => {
    const chat = await atMenu();
    await chat.type('video call with a cardiologist tomorrow');
    expect(chat.calls.booking.search.at(-1)).toMatchObject({ video: true, specialtyCode: 'cardiology' });
    await chat.wait(1000);
    expect(chat.newLines().slice(-1)).toEqual([card('s-anil-video')]);
  });
});

describe('typed at the menu: other requests', () => {
  it('greets back and offers the menu again', async () => {
    const chat = await atMenu();
    await chat.type('hi');
    expect(chat.newLines()).toEqual([
      'patient: hi',
      "assistant: Hello! Tap a service below, or type what you need, like 'heart doctor tomorrow', 'cancel my appointment' or 'my lab reports'.",
    ]);
    await chat.wait(1000);
    expect(chat.buttons()).toEqual(SERVICES);
    expect(chat.composer()).toEqual(menuMode());
  });

  it('gets the menu back with a hint for what it does not understand', async () => {
    const chat = await atMenu();
    await chat.type('asdf qwerty');
    await chat.wait(0);
    expect(chat.newLines()).toEqual(['patient: asdf qwerty', NOT_UNDERSTOOD]);
    expect(chat.calls.booking.search).toEqual([]);
    await chat.wait(1000);
    expect(stateOf(chat)).toBe('menu');
    expect(chat.buttons()).toEqual(SERVICES);
  });

  it('answers help with what it can do', async () => {
    const chat = await atMenu();
    await chat.type('what can you do?');
    expect(chat.newLines().at(-1)).toMatch(/^assistant: I can book a doctor or a video consultation/);
  });

  it('signs in first for the lab reports, then shows them', async () => {
    const chat = await atMenu({ patients: [HOLDER] });
    await chat.type('my lab reports');
    await chat.wait(300);
    expect(chat.composer().kind).toBe('mobile');
    await signInAsHolder(chat);
    expect(chat.lines()).toContain("assistant: We didn't find any Lab Tests of you");
  });

  it("starts the online pharmacy from 'beheth ganna one' (Sinhala: to buy medicine)", async () => {
    const chat = await atMenu({ session: SIGNED_IN });
    await chat.type('beheth ganna one');
    await chat.wait(1000);
    expect(chat.lines()).toContain('assistant: Please upload a photo of your prescription.');
    expect(stateOf(chat)).toMatchObject({ order: { medication: expect.anything() as unknown } });
  });

  it('hands over to the hospital when asked to talk to it', async () => {
    const chat = await atMenu({ session: SIGNED_IN });
    await chat.type('I want to talk to the hospital');
    await chat.wait(1000);
    // The agent chat follows the assistant's last bubble (issue 29 item 14).
    expect(chat.transcript().agent).toEqual({
      hospitalId: 'org-colombo',
      afterBubbleId: chat.transcript().bubbles.at(-1)?.id,
    });
  });

  it('opens the profile screen', async () => {
    const chat = await atMenu({ session: SIGNED_IN });
    await chat.type('show my profile');
    expect(chat.navigations).toEqual(['/profiles']);
    expect(stateOf(chat)).toBe('menu');
  });

  it('says a service the tenant switched off is not available, and offers the menu', async () => {
    const chat = await atMenu({
      features: { ...carechatDemo.features, videoChannelling: { enabled: false, payment: false } },
    });
    await chat.type('video consultation tomorrow');
    expect(chat.newLines()).toEqual([
      'patient: video consultation tomorrow',
      'assistant: Sorry, video channelling is not available here. Tap a service below.',
    ]);
    await chat.wait(1000);
    expect(stateOf(chat)).toBe('menu');
  });
});

describe("typed: 'cancel my appointment' reaches the cancel of the right appointment", () => {
  const inThreeDays = appointmentIn(session('s-anil-4'), 8);
  const tuesday = appointmentIn(session('s-anil-3'), 2);

  it('goes straight to the cancel question when one appointment can be cancelled', async () => {
    const chat = await atMenu({ session: SIGNED_IN, booking: { upcoming: [inThreeDays] } });
    await chat.type('cancel my appointment');
    expect(chat.newLines()).toEqual([
      'patient: cancel my appointment',
      'assistant: Are you sure you want to cancel your appointment with Dr. Anil Gunasekara, token 8?',
    ]);
    expect(chat.buttons()).toEqual(['Yes, cancel it', 'No, keep it']);
    await chat.tap('Yes, cancel it');
    expect(chat.calls.booking.cancelled).toEqual([inThreeDays.id]);
  });

  it('asks which when several can be, then cancels the one chosen', async () => {
    const chat = await atMenu({ session: SIGNED_IN, booking: { upcoming: [inThreeDays, tuesday] } });
    await chat.type('cancel my appointment');
    expect(chat.newLines()).toEqual([
      'patient: cancel my appointment',
      'assistant: Which appointment would you like to cancel?',
    ]);
    await chat.wait(1000);
    // Soonest first.
    expect(chat.buttons()).toEqual([
      'Dr. Anil Gunasekara, Tue, 3 Jun, token 2',
      'Dr. Anil Gunasekara, Wed, 4 Jun, token 8',
      'Back to menu',
    ]);
    await chat.tap('Dr. Anil Gunasekara, Wed, 4 Jun, token 8');
    expect(chat.newLines().at(-1)).toBe(
      'assistant: Are you sure you want to cancel your appointment with Dr. Anil Gunasekara, token 8?',
    );
    await chat.tap('Yes, cancel it');
    expect(chat.calls.booking.cancelled).toEqual([inThreeDays.id]);
  });

  it('takes the day the sentence names to pick among several', async () => {
    const chat = await atMenu({ session: SIGNED_IN, booking: { upcoming: [inThreeDays, tuesday] } });
    await chat.type("I can't come on Tuesday");
    expect(chat.newLines().at(-1)).toBe(
      'assistant: Are you sure you want to cancel your appointment with Dr. Anil Gunasekara, token 2?',
    );
  });

  it('says so when there is none to cancel, and offers the menu', async () => {
    const chat = await atMenu({
      session: SIGNED_IN,
      booking: { upcoming: [appointmentIn(session('s-anil-4'), 8, { status: 'cancelled' })] },
    });
    await chat.type('cancel my booking');
    expect(chat.newLines().at(-1)).toBe(
      "assistant: I couldn't find an appointment you can cancel now. Tap What is my upcoming to see your appointments.",
    );
    await chat.wait(1000);
    expect(stateOf(chat)).toBe('menu');
  });

  it('signs in first when signed out, then asks about the appointment', async () => {
    const chat = await atMenu({ patients: [HOLDER], booking: { upcoming: [inThreeDays] } });
    await chat.type('cancel my appointment');
    await chat.wait(300);
    expect(chat.composer().kind).toBe('mobile');
    await signInAsHolder(chat);
    expect(chat.lines().at(-1)).toBe(
      'assistant: Are you sure you want to cancel your appointment with Dr. Anil Gunasekara, token 8?',
    );
  });
});

describe('typed into Book a Doctor (the issue: every sentence answered "Sorry, I couldn\'t find a doctor…")', () => {
  async function inSearch(options: AssistantOptions = {}): Promise<AssistantHarness> {
    const chat = await atMenu(options);
    await chat.tap('Book a Doctor');
    await chat.wait(1300);
    chat.newLines();
    return chat;
  }

  it("lists tomorrow's cardiology sessions for 'I want to see a cardiologist tomorrow'", async () => {
    const chat = await inSearch();
    await chat.type('I want to see a cardiologist tomorrow');
    await chat.wait(1000);
    expect(chat.newLines()).toEqual([
      'patient: I want to see a cardiologist tomorrow',
      SEARCHING,
      FOUND,
      card('s-ruwani-1'),
      card('s-anil-2'),
    ]);
  });

  it("takes 'cancel my appointment' to the cancel", async () => {
    const chat = await inSearch({ session: SIGNED_IN, booking: { upcoming: [appointmentIn(session('s-anil-4'), 8)] } });
    await chat.type('cancel my appointment');
    expect(chat.newLines()).toEqual([
      'patient: cancel my appointment',
      'assistant: Are you sure you want to cancel your appointment with Dr. Anil Gunasekara, token 8?',
    ]);
    expect(chat.composer()).toEqual({ kind: 'none' });
  });

  it("greets back for 'hi' and offers the menu", async () => {
    const chat = await inSearch();
    await chat.type('hi');
    expect(chat.newLines()).toEqual([
      'patient: hi',
      "assistant: Hello! Tap a service below, or type what you need, like 'heart doctor tomorrow', 'cancel my appointment' or 'my lab reports'.",
    ]);
    await chat.wait(1000);
    expect(chat.buttons()).toEqual(SERVICES);
  });

  it('still says it found no such name for a word that names nobody, and asks again', async () => {
    const chat = await inSearch();
    await chat.type('zz');
    expect(chat.newLines()).toEqual([
      'patient: zz',
      "assistant: Sorry, I couldn't find a doctor or speciality by that name. Please try another.",
    ]);
    expect(chat.composer()).toEqual(SEARCH);
  });
});

describe('typed: every way a typed request goes', () => {
  const booked = appointmentIn(session('s-anil-4'), 8);
  const bookedToo = appointmentIn(session('s-anil-3'), 2);
  const cancelledPaid = (id: string, tokenNo: number) =>
    appointmentIn(session('s-anil-4'), tokenNo, { id, status: 'cancelled', cancelReason: 'patient' });
  const visited = (id: string, tokenNo: number) =>
    appointmentIn(session('s-kumar-old'), tokenNo, { id, status: 'fulfilled' });

  // Reschedule, upload and feedback open their screen; the refund runs its wizard in the chat.
  it.each([
    [
      'reschedule my appointment',
      [cancelledPaid('a-off', 8)],
      'Pick a new session for your appointment: the payment moves with it, nothing is charged again.',
      '/doctor?appointmentRescheduledFor=a-off',
    ],
    ['I want a refund', [booked], 'Please wait, we are loading your appointment details', null],
    [
      'upload documents for the doctor',
      [booked],
      'Opening your appointment: choose the images or PDFs for the doctor under Documents.',
      `/view/appointment?sessionId=${booked.sessionId}&appointmentId=${booked.id}`,
    ],
    [
      'rate my visit',
      [visited('a-done', 3)],
      'Opening your appointment to rate your visit.',
      '/view/appointment?sessionId=s-kumar-old&appointmentId=a-done',
    ],
  ] as const)(
    "'%s' with one appointment to act on runs its action on it at once",
    async (sentence, upcoming, said, opened) => {
      const chat = await atMenu({ session: SIGNED_IN, booking: { upcoming } });
      await chat.type(sentence);
      expect(chat.newLines().slice(0, 2)).toEqual([`patient: ${sentence}`, `assistant: ${said}`]);
      expect(chat.actor.getSnapshot().context.actionAppointment?.id).toBe(upcoming[0].id);
      expect(chat.navigations).toEqual(opened === null ? [] : [opened]);
    },
  );

  it.each([
    ['reschedule my appointment', [cancelledPaid('a-off', 8), cancelledPaid('a-off-2', 9)], 'reschedule'],
    ['I want a refund', [booked, bookedToo], 'refund'],
    ['upload documents for the doctor', [booked, bookedToo], 'upload'],
    ['rate my visit', [visited('a-done', 3), visited('a-done-2', 4)], 'feedback'],
  ] as const)(
    "'%s' with several asks which, then runs the action on the one tapped",
    async (sentence, upcoming, action) => {
      const chat = await atMenu({ session: SIGNED_IN, booking: { upcoming } });
      await chat.type(sentence);
      await chat.wait(1000);
      const [first, second] = chat.buttons();
      if (first === undefined || second === undefined) throw new Error('no choice offered');
      await chat.tap(second);
      const { value, context } = chat.actor.getSnapshot();
      expect(context.actionAppointment?.id).toBe(upcoming[action === 'reschedule' || action === 'feedback' ? 1 : 0].id);
      expect(value).toEqual(action === 'refund' ? { appointmentAction: 'refund' } : 'menu');
    },
  );

  it('goes back to the menu from the choice', async () => {
    const chat = await atMenu({ session: SIGNED_IN, booking: { upcoming: [booked, bookedToo] } });
    await chat.type('cancel my appointment');
    await chat.wait(1000);
    await chat.tap('Back to menu');
    expect(stateOf(chat)).toBe('menu');
    expect(chat.actor.getSnapshot().context.typed).toBeNull();
  });

  it('says so when the appointments cannot be loaded', async () => {
    const chat = await atMenu({ session: SIGNED_IN, booking: { fails: ['upcoming'] } });
    await chat.type('cancel my appointment');
    await chat.wait(0);
    expect(chat.newLines()).toEqual([
      'patient: cancel my appointment',
      "assistant: I couldn't load your appointments just now. Please try again in a moment.",
    ]);
    await chat.wait(1000);
    expect(stateOf(chat)).toBe('menu');
  });

  it("answers 'my appointments' with the upcoming ones", async () => {
    const chat = await atMenu({ session: SIGNED_IN, booking: { upcoming: [booked] } });
    await chat.type('when is my appointment?');
    expect(chat.newLines()).toContain('assistant: Here are your upcoming appointments.');
  });

  it('thanks and an order to cancel get their short answers', async () => {
    const chat = await atMenu();
    await chat.type('thank you');
    expect(chat.newLines().at(-1)).toBe('assistant: Glad to help. Anything else? Tap a service below or type it.');
    await chat.wait(1000);
    await chat.type('cancel my medicine order');
    expect(chat.newLines().at(-1)).toBe(
      'assistant: An order is cancelled by the hospital: open it under All Orders and reply to the hospital, or tap Chat With Hospital.',
    );
  });

  it('names several specialities: offers them, and searches the one tapped on the day said', async () => {
    const chat = await atMenu();
    await chat.type('heart or skin doctor tomorrow');
    await chat.wait(1000);
    expect(chat.buttons()).toEqual(['Cardiology', 'Dermatology', 'Back to menu']);
    await chat.tap('Cardiology');
    await chat.wait(1000);
    expect(chat.newLines().slice(-2)).toEqual([card('s-ruwani-1'), card('s-anil-2')]);
  });

  it('gets the menu back with the hint when the tenant books no doctors and nothing else was asked', async () => {
    const chat = await atMenu({
      features: { ...carechatDemo.features, channelling: { enabled: false, payment: false, reserve: false } },
    });
    await chat.type('asdf qwerty');
    expect(chat.newLines()).toEqual(['patient: asdf qwerty', NOT_UNDERSTOOD]);
    expect(chat.calls.booking.search).toEqual([]);
  });

  it('registers the first patient of an account without one, then answers what was typed', async () => {
    const chat = startAssistant({ session: { ...SIGNED_IN, profile: { ...SIGNED_IN.profile, patients: [] } } });
    await chat.wait(3000);
    await chat.tap('Mr');
    await chat.wait(300);
    await chat.tap('Back to menu');
    await chat.wait(1000);
    await chat.type('my lab reports');
    expect(stateOf(chat)).toMatchObject({ registering: expect.anything() as unknown });
    await chat.wait(2000);
    await registerFirstPatient(chat);
    expect(chat.lines()).toContain("assistant: We didn't find any Lab Tests of you");
  });

  it('says it could not read a sentence when the rules cannot be loaded (offline), and offers the menu', async () => {
    const chat = await atMenu({ booking: { fails: ['understand'] } });
    await chat.type('cardiologist tomorrow');
    await chat.wait(0);
    expect(chat.newLines()).toEqual([
      'patient: cardiologist tomorrow',
      "assistant: Sorry, I couldn't read that just now. Please tap a service below, or try again in a moment.",
    ]);
    await chat.wait(1000);
    expect(chat.buttons()).toEqual(SERVICES);
  });

  it('still finds a name in the search without the rules (offline), as before sentences were read', async () => {
    const chat = await atMenu({ booking: { fails: ['understand'] } });
    await chat.tap('Book a Doctor');
    await chat.wait(1300);
    await chat.type('card');
    await chat.wait(1000);
    expect(chat.buttons()).toEqual([
      'Dr. Anil Gunasekara, Consultant Cardiologist',
      'Dr. Ruwani Jayasekara, Consultant Cardiologist',
      'Cardiology',
      'Back to menu',
    ]);
    await chat.type('cardiologist tomorrow');
    expect(chat.newLines().at(-1)).toBe(
      "assistant: Sorry, I couldn't find a doctor or speciality by that name. Please try another.",
    );
  });
});
