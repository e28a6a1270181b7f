import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  installPromptMachine,
  type BrowserInstallOutcome,
  type InstallAnswer,
} from '../../machines/installPrompt.machine';

/** The machine with its storage write recorded; ask is the browser's dialog, answering as given. */
function start(answered = false): {
  actor: ReturnType<typeof createActor<typeof installPromptMachine>>;
  remembered: InstallAnswer[];
} {
  const remembered: InstallAnswer[] = [];
  const actor = createActor(
    installPromptMachine.provide({ actions: { remember: (_, answer) => remembered.push(answer) } }),
    { input: { answered } },
  );
  actor.start();
  return { actor, remembered };
}

const answering = (outcome: BrowserInstallOutcome) => () => Promise.resolve(outcome);

describe('the add-to-home-screen banner', () => {
  it('shows nothing until the browser offers the install, then shows', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'OFFERED', ask: answering('accepted') });
    expect(actor.getSnapshot().value).toBe('showing');
  });

  it('never shows to a patient who answered before', () => {
    const { actor, remembered } = start(true);
    // Done at once: a later offer from the browser has nothing to wake.
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('answered');
    expect(remembered).toEqual([]);
  });

  it("'Not now' hides it and remembers the dismissal", () => {
    const { actor, remembered } = start();
    actor.send({ type: 'OFFERED', ask: answering('accepted') });
    actor.send({ type: 'NOT_NOW' });
    expect(actor.getSnapshot().value).toBe('answered');
    expect(remembered).toEqual(['dismissed']);
  });

  it.each([
    ['accepted', 'installed'],
    ['dismissed', 'dismissed'],
  ] as const)(
    'Install asks the browser; the patient %s its dialog: remembered as %s, the banner gone',
    async (outcome, answer) => {
      const { actor, remembered } = start();
      let asked = 0;
      actor.send({
        type: 'OFFERED',
        ask: () => {
          asked += 1;
          return Promise.resolve(outcome);
        },
      });
      actor.send({ type: 'INSTALL' });
      expect(actor.getSnapshot().value).toBe('asking');
      await waitFor(actor, (state) => state.status === 'done');
      expect(asked).toBe(1);
      expect(actor.getSnapshot().value).toBe('answered');
      expect(remembered).toEqual([answer]);
    },
  );

  it('goes without remembering anything when the browser refuses the prompt (the offer used up)', async () => {
    const { actor, remembered } = start();
    actor.send({ type: 'OFFERED', ask: () => Promise.reject(new Error('NotAllowedError')) });
    actor.send({ type: 'INSTALL' });
    await waitFor(actor, (state) => state.status === 'done');
    expect(actor.getSnapshot().value).toBe('gone');
    expect(remembered).toEqual([]);
  });

  it('waits while the patient types, and shows once focus leaves the text field', () => {
    const { actor } = start();
    actor.send({ type: 'FOCUS', typing: true });
    actor.send({ type: 'OFFERED', ask: answering('accepted') });
    expect(actor.getSnapshot().value).toBe('offered');
    actor.send({ type: 'FOCUS', typing: true });
    expect(actor.getSnapshot().value).toBe('offered');
    actor.send({ type: 'FOCUS', typing: false });
    expect(actor.getSnapshot().value).toBe('showing');
  });

  it('steps aside when the patient starts typing, and comes back after', () => {
    const { actor } = start();
    actor.send({ type: 'OFFERED', ask: answering('accepted') });
    actor.send({ type: 'FOCUS', typing: true });
    expect(actor.getSnapshot().value).toBe('offered');
    actor.send({ type: 'FOCUS', typing: false });
    expect(actor.getSnapshot().value).toBe('showing');
  });

  it('remembers an install made through the browser itself, shown or not', () => {
    for (const offered of [false, true]) {
      const { actor, remembered } = start();
      if (offered) actor.send({ type: 'OFFERED', ask: answering('accepted') });
      actor.send({ type: 'INSTALLED' });
      expect(actor.getSnapshot().value).toBe('answered');
      expect(remembered).toEqual(['installed']);
    }
  });
});
