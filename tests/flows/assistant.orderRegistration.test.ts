import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN, registerFirstPatient, startAssistant, type AssistantHarness } from './assistantHarness';

// An order chosen by an account without a patient registers one first, then goes on with the order (not the menu).

const NO_PATIENT = { ...SIGNED_IN, profile: { ...SIGNED_IN.profile, patients: [] } };
const stateOf = (chat: AssistantHarness): unknown => chat.actor.getSnapshot().value;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 1, 9, 30));
});
afterEach(() => {
  vi.useRealTimers();
});

/** Answers the registration and checks the patient was created once. */
async function register(chat: AssistantHarness): Promise<void> {
  await registerFirstPatient(chat);
  expect(chat.calls.registration.created).toHaveLength(1);
}

describe('assistant: an order after registering its patient', () => {
  it('a new account signed in for Home Lab Test registers its first patient, then orders the tests', async () => {
    const chat = startAssistant();
    await chat.wait(1000);
    await chat.tap('Home Lab Test');
    await chat.wait(300);
    await chat.type('0771234567');
    await chat.type('4821');
    await chat.wait(1600);
    expect(stateOf(chat)).toMatchObject({ registering: expect.anything() as unknown });
    await register(chat);
    expect(stateOf(chat)).toMatchObject({ order: expect.anything() as unknown });
    await chat.wait(1500);
    expect(chat.lines()).toContain('assistant: [success] Patient created successfully');
    expect(chat.buttons()).toContain('FBC (10000001)');
    expect(chat.actor.getSnapshot().context.order?.patientId).not.toBeNull();
  });

  it('an order tapped from the menu by an account without a patient is kept through the registration', async () => {
    const chat = startAssistant({ session: NO_PATIENT });
    await chat.wait(3000);
    await chat.tap('Mr');
    await chat.wait(300);
    await chat.tap('Back to menu');
    await chat.tap('Online Pharmacy');
    await chat.wait(300);
    expect(chat.actor.getSnapshot().context.pendingOrder).toBe('Medication');
    await chat.wait(1500);
    await register(chat);
    await chat.wait(1500);
    expect(stateOf(chat)).toMatchObject({ order: expect.anything() as unknown });
    expect(chat.lines()).toContain('assistant: Please upload a photo of your prescription.');
    expect(chat.composer()).toMatchObject({ kind: 'photo' });
  });

  it('Back to menu during that registration gives the order up', async () => {
    const chat = startAssistant({ session: NO_PATIENT });
    await chat.wait(3000);
    await chat.tap('Mr');
    await chat.wait(300);
    await chat.tap('Back to menu');
    await chat.tap('Online Pharmacy');
    await chat.wait(1800);
    await chat.tap('Mr');
    await chat.wait(300);
    await chat.tap('Back to menu');
    expect(stateOf(chat)).toBe('menu');
    expect(chat.actor.getSnapshot().context.pendingOrder).toBeNull();
  });
  it('with nothing waiting, the menu follows the registration', async () => {
    const chat = startAssistant({ session: NO_PATIENT });
    await chat.wait(3000);
    await register(chat);
    await chat.wait(1500);
    expect(stateOf(chat)).toBe('menu');
    expect(chat.buttons()).toContain('Online Pharmacy');
  });
});
