import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, type AnyActorRef } from 'xstate';
import { REPLY_BUTTONS_DELAY_MS, REPLY_DELAY_SHORT_MS } from '../../../domain/chatTiming';
import { assistantMachine, menuButtons } from '../../../flows/assistant.machine';
import { authMachine, type Completion, type Initiation } from '../../../machines/auth.machine';
import { connectionMachine } from '../../../machines/connection.machine';
import type { Profile } from '../../../machines/types';
import { machineGraph } from '../../../src/inspector/graph/machineGraph';
import { activeLeafIds, activeStateIds, statePath, validEvents } from '../../../src/inspector/graph/stateInfo';
import { carechatDemo } from '../../../tenants/carechat-demo';

const PROFILE: Profile = { id: 'profile-1', mobileNo: '94771234567', patients: [] };

/** Auth with a server that sends a code, accepts 4821 and returns a profile. */
function signInActor() {
  const machine = authMachine.provide({
    actors: {
      initiateAuthentication: fromPromise<Initiation, { mobile: string }>(({ input }) =>
        Promise.resolve({ id: 'initiation-1', mobileNo: input.mobile, resendAfterSeconds: 60 }),
      ),
      completeAuthentication: fromPromise<Completion, { id: string; code: number }>(({ input }) =>
        Promise.resolve(
          input.code === 4821
            ? { outcome: 'succeeded', accessToken: 'token-1', triesLeft: 5 }
            : { outcome: 'failed', accessToken: null, triesLeft: 4 },
        ),
      ),
      loadProfile: fromPromise<Profile, { accessToken: string }>(() => Promise.resolve(PROFILE)),
    },
  });
  return createActor(machine, { input: {}, clock: new SimulatedClock() });
}

async function settled<T extends AnyActorRef>(actor: T, done: (actor: T) => boolean): Promise<void> {
  for (let turn = 0; turn < 20 && !done(actor); turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  if (!done(actor)) throw new Error('the actor did not settle');
}

describe('activeStateIds and validEvents: auth', () => {
  it('asks for the number first: only SUBMIT_MOBILE is accepted', () => {
    const actor = signInActor().start();
    expect(activeStateIds(actor.getSnapshot())).toEqual(['auth', 'auth.enteringMobile']);
    expect(validEvents(actor.getSnapshot())).toEqual(['SUBMIT_MOBILE']);
    actor.stop();
  });

  it('while the code is awaited: the countdown is active inside enteringCode, the code events are accepted but not the ticks', async () => {
    const actor = signInActor().start();
    actor.send({ type: 'SUBMIT_MOBILE', mobile: '0771234567' });
    expect(activeStateIds(actor.getSnapshot())).toEqual(['auth', 'auth.sendingCode']);
    expect(validEvents(actor.getSnapshot())).toEqual([]);
    await settled(actor, (a) => a.getSnapshot().matches('enteringCode'));
    expect(activeStateIds(actor.getSnapshot())).toEqual(['auth', 'auth.enteringCode', 'auth.enteringCode.counting']);
    expect(validEvents(actor.getSnapshot())).toEqual(['SUBMIT_CODE', 'RESEND', 'CHANGE_NUMBER']);
    actor.stop();
  });

  it('accepts nothing once signed in (the actor is done)', async () => {
    const actor = signInActor().start();
    actor.send({ type: 'SUBMIT_MOBILE', mobile: '0771234567' });
    await settled(actor, (a) => a.getSnapshot().matches('enteringCode'));
    actor.send({ type: 'SUBMIT_CODE', code: '4821' });
    await settled(actor, (a) => a.getSnapshot().status === 'done');
    expect(activeStateIds(actor.getSnapshot())).toEqual(['auth', 'auth.signedIn']);
    expect(validEvents(actor.getSnapshot())).toEqual([]);
  });
});

describe('activeStateIds and validEvents: connection', () => {
  it('has both regions active and accepts the events of each plus the root', () => {
    const actor = createActor(connectionMachine).start();
    actor.send({ type: 'WS_ERROR' });
    expect(activeStateIds(actor.getSnapshot())).toEqual([
      'connection',
      'connection.browser',
      'connection.browser.online',
      'connection.socket',
      'connection.socket.error',
    ]);
    expect(validEvents(actor.getSnapshot())).toEqual(['REFRESH', 'OFFLINE', 'WS_CONNECTED']);
    actor.stop();
  });
});

describe('activeStateIds and validEvents: assistant and its auth child', () => {
  const SESSION_EVENTS = ['session.changed', 'session.orderFor', 'session.signInFor'];

  it('follows the greeting, the menu and the sign-in child', () => {
    const clock = new SimulatedClock();
    const actor = createActor(assistantMachine, {
      clock,
      input: {
        features: carechatDemo.features,
        now: new Date(2025, 5, 1, 9, 30).getTime(),
        session: null,
        deepLink: null,
        hospitalId: 'org-colombo',
      },
    }).start();
    // The greeting only waits for its delay: only the app's session news can be sent (the root hears them anywhere).
    expect(activeStateIds(actor.getSnapshot())).toEqual(['assistant', 'assistant.greeting']);
    expect([...validEvents(actor.getSnapshot())].sort()).toEqual(SESSION_EVENTS);

    clock.increment(REPLY_BUTTONS_DELAY_MS);
    // The menu takes a tap or a sentence typed beside it (issue 29 item 8).
    expect(activeStateIds(actor.getSnapshot())).toEqual(['assistant', 'assistant.menu']);
    expect([...validEvents(actor.getSnapshot())].sort()).toEqual(['chat.submit', 'chat.tap', ...SESSION_EVENTS]);

    // Home Lab Test needs the account at once (Book a Doctor searches first).
    const first = menuButtons(carechatDemo.features, false).find((button) => button.label === 'Home Lab Test');
    actor.send({ type: 'chat.tap', label: first!.label, command: first!.command });
    clock.increment(REPLY_DELAY_SHORT_MS);
    expect(activeStateIds(actor.getSnapshot())).toEqual([
      'assistant',
      'assistant.signingIn',
      'assistant.signingIn.enteringMobile',
    ]);
    expect([...validEvents(actor.getSnapshot())].sort()).toEqual(['chat.submit', 'chat.tap', ...SESSION_EVENTS]);

    const auth = actor.getSnapshot().children.auth;
    expect(auth).toBeDefined();
    expect(activeStateIds(auth!.getSnapshot())).toEqual(['auth', 'auth.enteringMobile']);
    expect(validEvents(auth!.getSnapshot())).toEqual(['SUBMIT_MOBILE']);
    actor.stop();
  });
});

describe('activeStateIds and validEvents: not a machine', () => {
  it('gives nothing for a promise actor', () => {
    const actor = createActor(fromPromise(() => Promise.resolve(1))).start();
    expect(activeStateIds(actor.getSnapshot())).toEqual([]);
    expect(validEvents(actor.getSnapshot())).toEqual([]);
  });
});

describe('activeLeafIds and statePath', () => {
  const auth = machineGraph(authMachine);
  const connection = machineGraph(connectionMachine);

  it('names the innermost active states as paths below the root', () => {
    const leaves = activeLeafIds(auth, ['auth', 'auth.enteringCode', 'auth.enteringCode.counting']);
    expect(leaves).toEqual(['auth.enteringCode.counting']);
    expect(leaves.map((id) => statePath(auth, id))).toEqual(['enteringCode.counting']);
    expect(statePath(auth, 'auth')).toBe('auth');
  });

  it('gives one leaf per parallel region', () => {
    const ids = [
      'connection',
      'connection.browser',
      'connection.browser.offline',
      'connection.socket',
      'connection.socket.healthy',
    ];
    expect(activeLeafIds(connection, ids).map((id) => statePath(connection, id))).toEqual([
      'browser.offline',
      'socket.healthy',
    ]);
  });

  it('ignores ids the machine does not have', () => {
    expect(activeLeafIds(auth, ['registration.editing'])).toEqual([]);
  });
});
