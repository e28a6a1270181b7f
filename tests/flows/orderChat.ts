import { HOLDER, SIGNED_IN, startAssistant, type AssistantHarness } from './assistantHarness';
import type { Patient, Session } from '../../machines/types';

/** The order conversations' tests share these: a holder with a home address, signed in at the menu. */

const WITH_ADDRESS: Patient = {
  ...HOLDER,
  address: { use: 'home', line: ['No. 5', 'Lake Road'], city: 'Colombo' },
};
export const SESSION: Session = { ...SIGNED_IN, profile: { ...SIGNED_IN.profile, patients: [WITH_ADDRESS] } };

/** The assistant at its menu, signed in, with the greeting's lines read. */
export async function atMenu(options: Parameters<typeof startAssistant>[0] = {}): Promise<AssistantHarness> {
  const chat = startAssistant({ session: SESSION, ...options });
  await chat.wait(3000);
  chat.newLines();
  return chat;
}

/** The next question and its buttons (the reply delay, then the buttons'). */
export async function next(chat: AssistantHarness): Promise<void> {
  await chat.wait(1400);
}

/** A photo the image picker uploaded (the picker must be open). */
export function upload(chat: AssistantHarness, id: string): void {
  if (chat.composer().kind !== 'photo') throw new Error(`No image picker open; composer is ${chat.composer().kind}`);
  chat.actor.send({ type: 'chat.uploaded', documentReferenceId: id, url: `/blob/get/${id}` });
}
