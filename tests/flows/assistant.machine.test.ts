import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { deepLinkEntry, encodeAccessToken, parseAccessToken, type DeepLink } from '../../domain/deepLink';
import { menuButtons } from '../../flows/assistant.machine';
import { menuMode } from '../../flows/assistant/opening';
import { carechatDemo } from '../../tenants/carechat-demo';
import { harbourClinic } from '../../tenants/harbour-clinic';
import type { SessionCardData } from '../../machines/types';
import { HOLDER, SIGNED_IN, startAssistant, type AssistantHarness } from './assistantHarness';
import { SESSIONS, appointmentIn } from './bookingFakes';

const GREETING = (greeting: string): string =>
  `assistant: ${greeting}! I'm your hospital assistant. How can I help you today?`;
const SERVICES = [
  'Book a Doctor',
  'Video Channel',
  'Home Visit',
  'Home Lab Test',
  'Online Pharmacy',
  'Chat With Hospital',
];
const EXTRAS = ['What is my upcoming', 'Lab Reports', 'Show my profile', 'Show my online payment history'];
const RELATIONSHIPS = ['Me', 'Father', 'Mother', 'Husband', 'Wife', 'Brother', 'Sister', 'Daughter', 'Son', 'Friend'];
const OTP_60 = { kind: 'otp', submitLabel: 'Verify now', resend: { label: 'Resend OTP', secondsLeft: 60 } };

const LINK: DeepLink = {
  kind: 'appointment',
  mobile: '94771234567',
  patientId: 'patient-holder',
  sessionId: 's1',
  appointmentId: 'a1',
  extra: 'x',
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 1, 9, 30));
});
afterEach(() => {
  vi.useRealTimers();
});

/** Greeting, menu, a service tap, then the number: ends with the code sent. */
async function signInUpToCode(chat: AssistantHarness, mobile = '0771234567'): Promise<void> {
  await chat.wait(1000);
  await chat.tap('Home Lab Test');
  await chat.wait(300);
  await chat.type(mobile);
}

/** Signs a new number in and answers the registration as 'Mr …', up to 'This account is for?'. */
async function registerUpToRelationship(chat: AssistantHarness, family = 'Perera'): Promise<void> {
  await signInUpToCode(chat);
  await chat.type('4821');
  await chat.wait(1600);
  await chat.tap('Mr');
  for (const answer of ['Nimal', family, '14', '5', '1990']) {
    await chat.wait(300);
    await chat.type(answer);
  }
  await chat.wait(1300);
  await chat.tap('SUBMIT');
  await chat.wait(1300);
  chat.newLines();
}

describe('assistant: greeting and menu', () => {
  it.each([
    [new Date(2025, 5, 1, 0, 0), 'Good morning'],
    [new Date(2025, 5, 1, 11, 59), 'Good morning'],
    [new Date(2025, 5, 1, 12, 0), 'Good afternoon'],
    [new Date(2025, 5, 1, 15, 59), 'Good afternoon'],
    [new Date(2025, 5, 1, 16, 0), 'Good evening'],
  ])('greets at %s with %s', (now, greeting) => {
    const chat = startAssistant({ now });
    expect(chat.lines()).toEqual([GREETING(greeting)]);
  });

  it('offers the service menu 1 second after the greeting, with every enabled service, and a text box beside it', async () => {
    const chat = startAssistant();
    await chat.wait(999);
    expect(chat.buttons()).toEqual([]);
    await chat.wait(1);
    expect(chat.buttons()).toEqual(SERVICES);
    expect(chat.composer()).toEqual(menuMode());
  });

  it('offers only what the flat tenant switches on', async () => {
    const chat = startAssistant({ features: harbourClinic.features });
    await chat.wait(1000);
    expect(chat.buttons()).toEqual(['Book a Doctor', 'Home Lab Test']);
  });

  it('hides a service whose feature is off', async () => {
    const chat = startAssistant({
      features: {
        ...carechatDemo.features,
        agentChat: { enabled: false },
        videoChannelling: { enabled: false, payment: false },
      },
    });
    await chat.wait(1000);
    expect(chat.buttons()).toEqual(['Book a Doctor', 'Home Visit', 'Home Lab Test', 'Online Pharmacy']);
  });

  it('adds the signed-in extras when signed in', async () => {
    const chat = startAssistant({ session: SIGNED_IN });
    await chat.wait(1000);
    expect(chat.buttons()).toEqual([...SERVICES, ...EXTRAS]);
  });

  it('menuButtons is the same pure rule', () => {
    expect(menuButtons(harbourClinic.features, false).map((button) => button.label)).toEqual([
      'Book a Doctor',
      'Home Lab Test',
    ]);
    expect(menuButtons(harbourClinic.features, true).map((button) => button.label)).toEqual([
      'Book a Doctor',
      'Home Lab Test',
      ...EXTRAS,
    ]);
    expect(menuButtons(carechatDemo.features, false).map((button) => button.label)).toEqual(SERVICES);
  });
});

describe('assistant: sign-in and registration in the chat', () => {
  it('signs a new number in and registers its first patient, step by step', async () => {
    const chat = startAssistant();
    await chat.wait(1000);
    await chat.tap('Home Lab Test');
    expect(chat.buttons()).toEqual([]);
    await chat.wait(299);
    expect(chat.composer()).toEqual({ kind: 'none' });
    await chat.wait(1);
    expect(chat.composer()).toEqual({ kind: 'mobile', submitLabel: 'Send now' });
    await chat.type('0771234567');
    expect(chat.calls.auth.initiate).toEqual(['94771234567']);
    expect(chat.composer()).toEqual(OTP_60);
    await chat.type('4821');
    // The no-patient message after 300 ms, the prefix question 300 ms later, its buttons 1 s after that.
    await chat.wait(1600);
    await chat.tap('Mr');
    await chat.wait(300);
    expect(chat.composer()).toEqual({
      kind: 'text',
      label: 'Given name',
      placeholder: 'Given name',
      submitLabel: 'Send',
    });
    await chat.type('Nimal');
    await chat.wait(300);
    await chat.type('Perera');
    await chat.wait(300);
    // Mr implies male: no gender question.
    expect(chat.composer()).toEqual({
      kind: 'digits',
      label: 'Day of birth',
      placeholder: 'DD',
      submitLabel: 'Send',
      maxLength: 2,
    });
    await chat.type('14');
    await chat.wait(300);
    expect(chat.composer()).toEqual({
      kind: 'digits',
      label: 'Month of birth',
      placeholder: 'MM',
      submitLabel: 'Send',
      maxLength: 2,
    });
    await chat.type('5');
    await chat.wait(300);
    expect(chat.composer()).toEqual({
      kind: 'digits',
      label: 'Year of birth',
      placeholder: 'YYYY',
      submitLabel: 'Send',
      maxLength: 4,
    });
    await chat.type('1990');
    await chat.wait(1300);
    expect(chat.composer()).toEqual({ kind: 'none' });
    await chat.tap('SUBMIT');
    await chat.wait(1300);
    expect(chat.buttons()).toEqual(RELATIONSHIPS);
    await chat.tap('Me');

    expect(chat.lines()).toEqual([
      GREETING('Good morning'),
      'patient: Home Lab Test',
      'assistant: To continue, please type your mobile number.',
      'patient: 0771234567',
      'assistant: [success] OTP sent successfully',
      'assistant: I sent a 4-digit code to your number ending in 4567',
      'patient: 4821',
      'assistant: [success] OTP verified successfully',
      "assistant: There is no patient profile on your account yet. Let's add one.",
      'assistant: What is the name prefix?',
      'patient: Mr',
      'assistant: What is the given name?',
      'patient: Nimal',
      'assistant: What is the family name?',
      'patient: Perera',
      'assistant: What is the day of birth?',
      'patient: 14',
      'assistant: What is the month of birth?',
      'patient: 5',
      'assistant: What is the year of birth?',
      'patient: 1990',
      'assistant: Tap SUBMIT to save this profile.',
      'patient: SUBMIT',
      'assistant: This account is for?',
      'patient: Me',
      'assistant: [success] Patient created successfully',
    ]);
    expect(chat.calls.registration.created).toEqual([
      {
        accessToken: 'token-1',
        hospitalId: 'org-colombo',
        input: {
          prefix: 'Mr',
          given: ['Nimal'],
          family: 'Perera',
          gender: 'male',
          birthDate: '1990-05-14',
          relationship: 'Me',
        },
      },
    ]);
    // Bubble ids come from the flow's counter: 1, 2, 3, ... so a replay gets the same ids.
    expect(chat.transcript().bubbles.map((bubble) => bubble.id)).toEqual(
      chat.transcript().bubbles.map((_, index) => String(index + 1)),
    );

    // The profile is refetched 2 s after creation, then the Home Lab Test tapped before the sign-in follows.
    expect(chat.storedProfiles).toEqual([]);
    await chat.wait(2000);
    // The app keeps the profile with the new patient, so screens opened later know them.
    expect(chat.storedProfiles.map((profile) => profile.patients.map((patient) => patient.given[0]))).toEqual([
      ['Nimal'],
    ]);
    await chat.wait(1500);
    expect(chat.buttons()).toContain('FBC (10000001)');
    expect(chat.buttons()).not.toContain('Book a Doctor');
    expect(chat.navigations).toEqual([]);
  });

  it('asks the gender when the prefix does not imply it, and says each rule broken before asking again', async () => {
    const chat = startAssistant();
    await signInUpToCode(chat);
    await chat.type('4821');
    await chat.wait(1600);
    chat.newLines();
    await chat.tap('Ms');
    await chat.wait(300);
    await chat.type('  ');
    await chat.type('Nimali');
    await chat.wait(300);
    await chat.type('Perera');
    await chat.wait(1300);
    expect(chat.buttons()).toEqual(['Female', 'Male', 'Other']);
    await chat.tap('Female');
    await chat.wait(300);
    await chat.type('45');
    await chat.type('30');
    await chat.wait(300);
    await chat.type('2');
    await chat.wait(300);
    await chat.type('1990');
    await chat.wait(1300);
    await chat.tap('SUBMIT');
    // 30 February: said, and the day asked again; once fixed, straight back to SUBMIT.
    await chat.wait(300);
    await chat.type('28');
    await chat.wait(1300);
    await chat.tap('SUBMIT');
    await chat.wait(1300);
    await chat.tap('Sister');
    expect(chat.newLines()).toEqual([
      'patient: Ms',
      'assistant: What is the given name?',
      'assistant: We need your given name!',
      'patient: Nimali',
      'assistant: What is the family name?',
      'patient: Perera',
      'assistant: What is the gender?',
      'patient: Female',
      'assistant: What is the day of birth?',
      'patient: 45',
      'assistant: Your date of birth, date should be valid',
      'patient: 30',
      'assistant: What is the month of birth?',
      'patient: 2',
      'assistant: What is the year of birth?',
      'patient: 1990',
      'assistant: Tap SUBMIT to save this profile.',
      'patient: SUBMIT',
      'assistant: Your date of birth, date should be valid',
      'assistant: What is the day of birth?',
      'patient: 28',
      'assistant: Tap SUBMIT to save this profile.',
      'patient: SUBMIT',
      'assistant: This account is for?',
      'patient: Sister',
      'assistant: [success] Patient created successfully',
    ]);
    expect(chat.calls.registration.created[0]?.input).toEqual({
      prefix: 'Ms',
      given: ['Nimali'],
      family: 'Perera',
      gender: 'female',
      birthDate: '1990-02-28',
      relationship: 'Sister Nimali',
    });
  });

  it('refuses a relationship that contradicts the prefix and asks again', async () => {
    const chat = startAssistant();
    await registerUpToRelationship(chat);
    await chat.tap('Mother');
    expect(chat.buttons()).toEqual([]);
    await chat.wait(1000);
    expect(chat.newLines()).toEqual(['patient: Mother', 'assistant: invalid prefix match gender']);
    expect(chat.buttons()).toEqual(RELATIONSHIPS);
    await chat.tap('Father');
    expect(chat.newLines()).toEqual(['patient: Father', 'assistant: [success] Patient created successfully']);
  });

  it('narrates a refused patient and keeps the answers, so SUBMIT can be tried again', async () => {
    const chat = startAssistant();
    await registerUpToRelationship(chat, 'Reject');
    await chat.tap('Me');
    expect(chat.newLines()).toEqual([
      'patient: Me',
      'assistant: [failure] Patient creation failure (We need a valid patient profile.)',
    ]);
    await chat.wait(1300);
    expect(chat.newLines()).toEqual(['assistant: Tap SUBMIT to save this profile.']);
    expect(chat.buttons()).toEqual(['SUBMIT']);
  });

  it('does not create the patient twice when the profile cannot be reloaded after creation', async () => {
    const chat = startAssistant({ refetchFailures: 5 });
    await registerUpToRelationship(chat);
    await chat.tap('Me');
    await chat.wait(5 * 2000 + 1000);
    expect(chat.newLines()).toEqual([
      'patient: Me',
      'assistant: [success] Patient created successfully',
      'assistant: Something went wrong',
    ]);
    expect(chat.calls.registration.created).toHaveLength(1);
    expect(chat.buttons()).toEqual([...SERVICES, ...EXTRAS]);
  });

  it('asks a signed-in account that still has no patient to register before anything else', async () => {
    const chat = startAssistant({ session: { ...SIGNED_IN, profile: { ...SIGNED_IN.profile, patients: [] } } });
    await chat.wait(4000);
    expect(chat.lines()).toContain("assistant: There is no patient profile on your account yet. Let's add one.");
    expect(chat.lines()).toContain('assistant: What is the name prefix?');
    expect(chat.buttons()).toContain('Mr');
    expect(chat.buttons()).not.toContain('Book a Doctor');
  });

  it('goes straight on with the order tapped when the account has patients', async () => {
    const chat = startAssistant({ patients: [HOLDER] });
    await signInUpToCode(chat);
    await chat.type('4821');
    expect(chat.lines().at(-1)).toBe('assistant: [success] OTP verified successfully');
    await chat.wait(1500);
    expect(chat.lines().at(-1)).toBe(
      'assistant: Which tests would you like? Tap a test, or type its name or code to find it.',
    );
    expect(chat.calls.registration.created).toEqual([]);
  });
});

describe('assistant: codes', () => {
  it('says a wrong code is not the one sent and takes another, the countdown running on', async () => {
    const chat = startAssistant({ patients: [HOLDER] });
    await signInUpToCode(chat);
    await chat.wait(5000);
    chat.newLines();
    await chat.type('1111');
    expect(chat.newLines()).toEqual(['patient: 1111', 'assistant: that is not the code I sent you']);
    expect(chat.composer()).toEqual({ ...OTP_60, resend: { label: 'Resend OTP', secondsLeft: 55 } });
    await chat.type('2222');
    expect(chat.newLines()).toEqual([
      'patient: 2222',
      'assistant: That code has expired. Tap Resend OTP for a new one.',
    ]);
    await chat.type('4821');
    expect(chat.newLines()).toEqual(['patient: 4821', 'assistant: [success] OTP verified successfully']);
  });

  it('says a code of the wrong length without asking the server', async () => {
    const chat = startAssistant();
    await signInUpToCode(chat);
    chat.newLines();
    await chat.type('12');
    expect(chat.newLines()).toEqual(['patient: 12', 'assistant: verification code should have 4 digits!']);
    expect(chat.calls.auth.complete).toEqual([]);
    expect(chat.composer().kind).toBe('otp');
  });

  it('counts the resend down each second, ignores an early resend, then resends', async () => {
    const chat = startAssistant();
    await signInUpToCode(chat);
    chat.newLines();
    await chat.wait(1000);
    expect(chat.composer()).toEqual({ ...OTP_60, resend: { label: 'Resend OTP', secondsLeft: 59 } });
    await chat.resend();
    expect(chat.calls.auth.initiate).toHaveLength(1);
    expect(chat.composer()).toEqual({ ...OTP_60, resend: { label: 'Resend OTP', secondsLeft: 59 } });
    await chat.wait(59_000);
    expect(chat.composer()).toEqual({ ...OTP_60, resend: { label: 'Resend OTP', secondsLeft: 0 } });
    expect(chat.newLines()).toEqual(['assistant: There may be SMS delays. Please wait and check again your SMS.']);
    await chat.resend();
    expect(chat.calls.auth.initiate).toEqual(['94771234567', '94771234567']);
    expect(chat.newLines()).toEqual(['assistant: [success] OTP Resent']);
    expect(chat.composer()).toEqual(OTP_60);
    // The new code is checked against the new send.
    await chat.type('4821');
    expect(chat.calls.auth.complete.at(-1)).toEqual({ id: 'initiation-2', code: 4821 });
  });

  it('narrates a refused send and asks for the number again', async () => {
    const chat = startAssistant();
    await signInUpToCode(chat, '0779999999');
    await chat.wait(300);
    expect(chat.lines().slice(-4)).toEqual([
      'assistant: To continue, please type your mobile number.',
      'patient: 0779999999',
      'assistant: [failure] OTP sending failure (Too many codes were sent to this number. Please try again later.)',
      'assistant: To continue, please type your mobile number.',
    ]);
    expect(chat.composer()).toEqual({ kind: 'mobile', submitLabel: 'Send now' });
    await chat.type('0771234567');
    expect(chat.lines().at(-1)).toBe('assistant: I sent a 4-digit code to your number ending in 4567');
  });

  it('says what is wrong with a typed number without sending it', async () => {
    const chat = startAssistant();
    await signInUpToCode(chat, '12345');
    expect(chat.lines().slice(-2)).toEqual(['patient: 12345', 'assistant: Mobile No. should have 9 digits!']);
    expect(chat.calls.auth.initiate).toEqual([]);
    expect(chat.composer()).toEqual({ kind: 'mobile', submitLabel: 'Send now' });
  });
});

describe('assistant: signed-in menu', () => {
  it('opens the profile and the payment history, offering the menu again', async () => {
    const chat = startAssistant({ session: SIGNED_IN });
    await chat.wait(1000);
    await chat.tap('Show my profile');
    expect(chat.navigations).toEqual(['/profiles']);
    expect(chat.buttons()).toEqual([...SERVICES, ...EXTRAS]);
    await chat.tap('Show my online payment history');
    expect(chat.navigations).toEqual(['/profiles', '/profiles/my-payment-history']);
    expect(chat.lines().slice(1)).toEqual(['patient: Show my profile', 'patient: Show my online payment history']);
  });

  it.each([
    ['Home Visit', 'Which services would you like at home? Tap one, or type its name or code to find it.'],
    ['Home Lab Test', 'Which tests would you like? Tap a test, or type its name or code to find it.'],
    ['Online Pharmacy', 'Please upload a photo of your prescription.'],
  ])('starts the %s order (flows/orders/)', async (label, question) => {
    const chat = startAssistant({ session: SIGNED_IN });
    await chat.wait(1000);
    chat.newLines();
    await chat.tap(label);
    expect(chat.buttons()).toEqual([]);
    await chat.wait(300);
    expect(chat.newLines()).toEqual([`patient: ${label}`, `assistant: ${question}`]);
  });
});

describe('assistant: deep links', () => {
  it('sends the code to the link number at once and opens the appointment once verified', async () => {
    const link = parseAccessToken(encodeAccessToken({ ...LINK, mobile: '0771234567' }));
    const chat = startAssistant({ deepLink: link, patients: [HOLDER] });
    await chat.wait(1000);
    expect(chat.calls.auth.initiate).toEqual(['94771234567']);
    expect(chat.lines()).toEqual([
      GREETING('Good morning'),
      'assistant: [success] OTP sent successfully',
      'assistant: I sent a 4-digit code to your number ending in 4567',
    ]);
    expect(chat.composer()).toEqual(OTP_60);
    await chat.type('4821');
    // Back to the app's entry, which checks the patient is on the account and sets the relationship view.
    expect(chat.navigations).toEqual([deepLinkEntry({ ...LINK, mobile: '94771234567' })]);
    await chat.wait(1000);
    expect(chat.buttons()).toEqual([...SERVICES, ...EXTRAS]);
  });

  it('opens the link at once when signed in with its number', async () => {
    const chat = startAssistant({ deepLink: LINK, session: SIGNED_IN });
    await chat.wait(1000);
    expect(chat.navigations).toEqual([deepLinkEntry(LINK)]);
    expect(chat.calls.auth.initiate).toEqual([]);
    expect(chat.buttons()).toEqual([...SERVICES, ...EXTRAS]);
  });

  it('signs in again to the link number when signed in with another', async () => {
    const chat = startAssistant({ deepLink: { ...LINK, mobile: '94712345678' }, session: SIGNED_IN });
    await chat.wait(1000);
    expect(chat.calls.auth.initiate).toEqual(['94712345678']);
    expect(chat.lines().at(-1)).toBe('assistant: I sent a 4-digit code to your number ending in 5678');
  });
});

describe('assistant: persistence', () => {
  const childOf = (actor: AnyActorRef, id: string): AnyActorRef | undefined =>
    (actor.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children[id];

  it('resumes at code entry from its JSON snapshot, with the auth child where it was', async () => {
    const chat = startAssistant();
    await signInUpToCode(chat);
    await chat.wait(3000);
    const json = chat.reload();
    // The transcript is not in the snapshot: it only grows, the UI keeps it.
    expect(json).not.toContain('I sent a 4-digit code');
    const auth = childOf(chat.actor, 'auth');
    expect(auth?.getSnapshot()).toMatchObject({
      value: { enteringCode: 'counting' },
      context: { mobile: '94771234567', initiationId: 'initiation-1', secondsLeft: 57 },
    });
    expect(chat.actor.getSnapshot()).toMatchObject({ value: { signingIn: 'enteringCode' } });
    // Nothing is sent again on resume.
    expect(chat.calls.auth.initiate).toHaveLength(1);
    chat.newLines();
    await chat.type('4821');
    expect(chat.calls.auth.complete).toEqual([{ id: 'initiation-1', code: 4821 }]);
    await chat.wait(1300);
    expect(chat.newLines()).toEqual([
      'patient: 4821',
      'assistant: [success] OTP verified successfully',
      "assistant: There is no patient profile on your account yet. Let's add one.",
      'assistant: What is the name prefix?',
    ]);
    // Ids carry on from the restored counter: no clash with the kept transcript.
    const ids = chat.transcript().bubbles.map((bubble) => bubble.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('resumes mid-registration with the form the registration child holds', async () => {
    const chat = startAssistant();
    await signInUpToCode(chat);
    await chat.type('4821');
    await chat.wait(1600);
    await chat.tap('Mr');
    await chat.wait(300);
    await chat.type('Nimal');
    await chat.wait(300);
    chat.reload();
    expect(childOf(chat.actor, 'registration')?.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { form: { prefix: 'Mr', given: 'Nimal', gender: 'male' } },
    });
    expect(chat.composer()).toEqual({
      kind: 'text',
      label: 'Family name',
      placeholder: 'Family name',
      submitLabel: 'Send',
    });
    chat.newLines();
    await chat.type('Perera');
    await chat.wait(300);
    expect(chat.newLines()).toEqual(['patient: Perera', 'assistant: What is the day of birth?']);
    for (const answer of ['14', '5', '1990']) {
      await chat.type(answer);
      await chat.wait(300);
    }
    await chat.wait(1000);
    await chat.tap('SUBMIT');
    await chat.wait(1300);
    await chat.tap('Me');
    expect(chat.calls.registration.created[0]?.input).toMatchObject({
      prefix: 'Mr',
      given: ['Nimal'],
      family: 'Perera',
      birthDate: '1990-05-14',
    });
  });

  it('resumes a signed-in menu', async () => {
    const chat = startAssistant({ session: SIGNED_IN });
    await chat.wait(1000);
    chat.reload();
    await chat.tap('Show my profile');
    expect(chat.navigations).toEqual(['/profiles']);
  });
});

describe('assistant: upcoming appointments', () => {
  const [today, tomorrow, inTwoDays, inThreeDays] = ['s-anil-1', 's-ruwani-1', 's-anil-3', 's-anil-4'].map((id) => {
    const session = SESSIONS.find((candidate) => candidate.id === id);
    if (session === undefined) throw new Error(id);
    return session;
  }) as [SessionCardData, SessionCardData, SessionCardData, SessionCardData];

  it('greets a signed-in patient with the appointments of today and tomorrow before the menu (spec 000 §2 check upcoming events)', async () => {
    // The son is stored as 'Son Senuk': the chat names the relationship, 'Son'.
    const upcoming = [
      appointmentIn(today, 5, { relationship: 'Son Senuk' }),
      appointmentIn(tomorrow, 2, { relationship: 'Mother' }),
      appointmentIn(inTwoDays, 7),
    ];
    const chat = startAssistant({ session: SIGNED_IN, booking: { upcoming } });
    await chat.wait(1000);
    expect(chat.newLines()).toEqual([
      GREETING('Good morning'),
      'assistant: You have an appointment today at 5:00 PM with Dr. Anil Gunasekara at Carechat Hospital Colombo, token 5 (Son).',
      'assistant: You have an appointment tomorrow at 10:00 AM with Dr. Ruwani Jayasekara at Carechat Hospital Colombo, token 2 (Mother).',
    ]);
    await chat.wait(1000);
    expect(chat.buttons()).toEqual([...SERVICES, ...EXTRAS]);
  });

  it('tells of an appointment tomorrow in a session the doctor cancelled that it will not take place', async () => {
    const cancelled = appointmentIn({ ...tomorrow, status: 'practitioner_canceled' }, 2, {
      relationship: 'Mother',
      paymentStatus: 'paid',
    });
    const chat = startAssistant({ session: SIGNED_IN, booking: { upcoming: [cancelled] } });
    await chat.wait(1000);
    expect(chat.newLines()).toEqual([
      GREETING('Good morning'),
      'assistant: The doctor cancelled the session of your appointment tomorrow at 10:00 AM with Dr. Ruwani Jayasekara at Carechat Hospital Colombo, token 2 (Mother). Please call Carechat Hospital Colombo to move your appointment to another session or to ask for a refund.',
    ]);
  });

  it('goes straight to the menu when nothing is today or tomorrow, or the check fails', async () => {
    for (const booking of [{ upcoming: [appointmentIn(inTwoDays, 7)] }, { fails: ['upcoming' as const] }]) {
      const chat = startAssistant({ session: SIGNED_IN, booking });
      await chat.wait(1000);
      expect(chat.newLines()).toEqual([GREETING('Good morning')]);
      expect(chat.buttons()).toEqual([...SERVICES, ...EXTRAS]);
      chat.actor.stop();
    }
  });

  it('answers What is my upcoming with the first three cards, soonest first, says how many more, and opens My Appointments', async () => {
    const cancelled = appointmentIn(today, 9, { id: 'a-cancelled', status: 'cancelled', paymentStatus: 'pending' });
    const upcoming = [
      appointmentIn(inThreeDays, 8),
      appointmentIn(tomorrow, 2),
      cancelled,
      appointmentIn(inTwoDays, 7),
      appointmentIn(today, 5),
    ];
    const chat = startAssistant({ session: SIGNED_IN, booking: { upcoming } });
    await chat.wait(2000);
    chat.newLines();
    await chat.tap('What is my upcoming');
    expect(chat.newLines()).toEqual([
      'patient: What is my upcoming',
      'assistant: Here are your upcoming appointments.',
      'assistant: [appointment] Token 5, Dr. Anil Gunasekara, 1 Jun 2025 5:00 PM, Carechat Hospital Colombo',
      'assistant: [appointment] Token 2, Dr. Ruwani Jayasekara, 2 Jun 2025 10:00 AM, Carechat Hospital Colombo',
      'assistant: [appointment] Token 7, Dr. Anil Gunasekara, 3 Jun 2025 9:00 AM, Carechat Hospital Colombo',
      'assistant: You have 1 more in My Appointments.',
    ]);
    await chat.wait(1000);
    // Each card shown can be acted on: which one first (tests/flows/assistant.appointmentActions.test.ts).
    expect(chat.buttons()).toEqual([
      'Dr. Anil Gunasekara, Today, token 5',
      'Dr. Ruwani Jayasekara, Tomorrow, token 2',
      'Dr. Anil Gunasekara, Tue, 3 Jun, token 7',
      'My Appointments',
      'Back to menu',
    ]);
    await chat.tap('My Appointments');
    expect(chat.navigations).toEqual(['/history/appointments']);
    expect(chat.buttons()).toEqual([...SERVICES, ...EXTRAS]);
  });

  it('says so when there is nothing upcoming, and Back to menu offers the menu', async () => {
    const chat = startAssistant({ session: SIGNED_IN });
    await chat.wait(2000);
    chat.newLines();
    await chat.tap('What is my upcoming');
    expect(chat.newLines()).toEqual([
      'patient: What is my upcoming',
      "assistant: You don't have any upcoming appointments.",
    ]);
    await chat.wait(1000);
    await chat.tap('Back to menu');
    expect(chat.buttons()).toEqual([...SERVICES, ...EXTRAS]);
  });

  it('says the appointments could not be loaded, then offers the menu', async () => {
    const chat = startAssistant({ session: SIGNED_IN, booking: { fails: ['upcoming'] } });
    await chat.wait(2000);
    chat.newLines();
    await chat.tap('What is my upcoming');
    expect(chat.newLines()).toEqual([
      'patient: What is my upcoming',
      "assistant: I couldn't load your appointments just now. Please try again in a moment.",
    ]);
    await chat.wait(1000);
    expect(chat.buttons()).toEqual([...SERVICES, ...EXTRAS]);
  });
});
