import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuMode } from '../../flows/assistant/opening';
import { SIGNED_IN, startAssistant, type AssistantHarness } from './assistantHarness';

// Issue 14 item 9: every typed step of the chat offers Back to menu, the registration's too. A patient who
// leaves the registration is registered first by anything that needs a patient.

const NO_PATIENT = { ...SIGNED_IN, profile: { ...SIGNED_IN.profile, patients: [] } };
const stateOf = (chat: AssistantHarness): unknown => chat.actor.getSnapshot().value;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 1, 9, 30));
});
afterEach(() => {
  vi.useRealTimers();
});

/** A signed-in account without a patient, greeted: the registration starts at once; answered up to the given name. */
async function upToGivenName(chat: AssistantHarness): Promise<void> {
  await chat.wait(3000);
  await chat.tap('Mr');
  await chat.wait(300);
}

describe('assistant: Back to menu from the registration', () => {
  it('is offered beside each typed answer and cleared once it is answered', async () => {
    const chat = startAssistant({ session: NO_PATIENT });
    await upToGivenName(chat);
    expect(chat.composer()).toMatchObject({ kind: 'text', label: 'Given name' });
    expect(chat.buttons()).toEqual(['Back to menu']);
    await chat.type('Nimal');
    expect(chat.buttons()).toEqual([]);
    await chat.wait(300);
    expect(chat.buttons()).toEqual(['Back to menu']);
  });

  it('leaves the registration for the menu; a service of a patient then registers one first', async () => {
    const chat = startAssistant({ session: NO_PATIENT });
    await upToGivenName(chat);
    chat.newLines();
    await chat.tap('Back to menu');
    expect(chat.newLines()).toEqual(['patient: Back to menu']);
    expect(stateOf(chat)).toBe('menu');
    expect(chat.composer()).toEqual(menuMode());
    expect(chat.buttons()).toContain('Home Lab Test');
    await chat.tap('Home Lab Test');
    await chat.wait(300);
    expect(chat.newLines()).toEqual([
      'patient: Home Lab Test',
      "assistant: There is no patient profile on your account yet. Let's add one.",
    ]);
    expect(stateOf(chat)).toMatchObject({ registering: expect.anything() as unknown });
  });

  it('Chat With Hospital registers the patient first, then hands over', async () => {
    const chat = startAssistant({ session: NO_PATIENT });
    await upToGivenName(chat);
    await chat.tap('Back to menu');
    await chat.tap('Chat With Hospital');
    await chat.wait(300);
    expect(stateOf(chat)).toMatchObject({ registering: expect.anything() as unknown });
    expect(chat.actor.getSnapshot().context.pendingHandover).toBe(true);
  });

  it('a session picked by an account without a patient registers one first, keeping the pick', async () => {
    const chat = startAssistant({ session: NO_PATIENT });
    await upToGivenName(chat);
    await chat.tap('Back to menu');
    await chat.tap('Book a Doctor');
    await chat.wait(1300);
    await chat.type('Anil');
    await chat.wait(1000);
    await chat.tap('Dr. Anil Gunasekara, Consultant Cardiologist');
    await chat.wait(2500);
    await chat.tap('Book Today 5:00 PM');
    await chat.wait(300);
    expect(stateOf(chat)).toMatchObject({ registering: expect.anything() as unknown });
    expect(chat.actor.getSnapshot().context.pickedSession?.id).toBe('s-anil-1');
  });
});
