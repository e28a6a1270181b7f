import { describe, expect, it } from 'vitest';
import { and, not, or, setup, stateIn } from 'xstate';
import { REPLY_BUTTONS_DELAY_MS } from '../../../domain/chatTiming';
import { PROFILE_FIELDS } from '../../../domain/profileForm';
import { assistantMachine } from '../../../flows/assistant.machine';
import { authMachine } from '../../../machines/auth.machine';
import { connectionMachine } from '../../../machines/connection.machine';
import { registrationMachine } from '../../../machines/registration.machine';
import { machineGraph, type GraphModel } from '../../../src/inspector/graph/machineGraph';

/** An edge as a tester reads it on the chart: 'source --label--> target' (targetless: '(stays)'). */
function arrows(model: GraphModel): string[] {
  return model.edges.flatMap((edge) =>
    edge.targets.length === 0
      ? [`${edge.source} --${edge.label}--> (stays)`]
      : edge.targets.map((target) => `${edge.source} --${edge.label}--> ${target}`),
  );
}

function node(model: GraphModel, id: string) {
  const found = model.nodes.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no node ${id}`);
  return found;
}

describe('machineGraph: auth', () => {
  const model = machineGraph(authMachine);

  it('has a node for every state, nested ones inside their parent, with types and the initial marker', () => {
    expect(model.machineId).toBe('auth');
    expect(model.rootId).toBe('auth');
    expect(model.nodes.map((n) => n.id)).toEqual([
      'auth',
      'auth.starting',
      'auth.enteringMobile',
      'auth.sendingCode',
      'auth.enteringCode',
      'auth.enteringCode.counting',
      'auth.enteringCode.canResend',
      'auth.verifying',
      'auth.loadingProfile',
      'auth.signedIn',
    ]);
    expect(node(model, 'auth')).toMatchObject({ key: 'auth', parent: null, type: 'compound', depth: 0 });
    expect(node(model, 'auth.starting')).toMatchObject({ initial: true, type: 'atomic' });
    expect(node(model, 'auth.enteringMobile').initial).toBe(false);
    expect(node(model, 'auth.enteringCode')).toMatchObject({
      type: 'compound',
      children: ['auth.enteringCode.counting', 'auth.enteringCode.canResend'],
      depth: 1,
    });
    expect(node(model, 'auth.enteringCode.counting')).toMatchObject({
      key: 'counting',
      parent: 'auth.enteringCode',
      initial: true,
      depth: 2,
    });
    expect(node(model, 'auth.enteringCode.canResend').initial).toBe(false);
    expect(node(model, 'auth.signedIn').type).toBe('final');
  });

  it('lists the actor each state invokes', () => {
    expect(node(model, 'auth.sendingCode').invokes).toEqual(['initiateAuthentication']);
    expect(node(model, 'auth.verifying').invokes).toEqual(['completeAuthentication']);
    expect(node(model, 'auth.loadingProfile').invokes).toEqual(['loadProfile']);
    expect(node(model, 'auth.enteringMobile').invokes).toEqual([]);
  });

  it('labels the countdown ticks with the named delay, its value and guard', () => {
    const ticks = model.edges.filter((edge) => edge.kind === 'after');
    expect(ticks.map((edge) => [edge.label, edge.targets, edge.delay, edge.delayMs, edge.reenter])).toEqual([
      ['after tick [lastSecond]', ['auth.enteringCode.canResend'], 'tick', 1000, false],
      ['after tick [else]', ['auth.enteringCode.counting'], 'tick', 1000, true],
    ]);
    expect(ticks[0]?.eventType).toBe('xstate.after.tick.auth.enteringCode.counting');
  });

  it('shows every transition with its event, guard, and else branches', () => {
    expect(arrows(model)).toEqual([
      'auth.starting --always [autoSendRequested]--> auth.sendingCode',
      'auth.starting --always [else]--> auth.enteringMobile',
      'auth.enteringMobile --SUBMIT_MOBILE [validMobile]--> auth.sendingCode',
      'auth.enteringMobile --SUBMIT_MOBILE [else]--> (stays)',
      'auth.sendingCode --done: initiateAuthentication--> auth.enteringCode',
      'auth.sendingCode --error: initiateAuthentication [resending]--> auth.enteringCode',
      'auth.sendingCode --error: initiateAuthentication [else]--> auth.enteringMobile',
      'auth.enteringCode --SUBMIT_CODE [validCode]--> auth.verifying',
      'auth.enteringCode --SUBMIT_CODE [else]--> (stays)',
      'auth.enteringCode --RESEND [countdownEnded]--> auth.sendingCode',
      'auth.enteringCode --CHANGE_NUMBER--> auth.enteringMobile',
      'auth.enteringCode.counting --after tick [lastSecond]--> auth.enteringCode.canResend',
      'auth.enteringCode.counting --after tick [else]--> auth.enteringCode.counting',
      'auth.enteringCode.counting --always [countdownEnded]--> auth.enteringCode.canResend',
      'auth.verifying --done: completeAuthentication [succeeded]--> auth.loadingProfile',
      'auth.verifying --done: completeAuthentication [outcomeIs]--> auth.enteringCode',
      'auth.verifying --done: completeAuthentication [outcomeIs]--> auth.enteringCode',
      'auth.verifying --done: completeAuthentication [else]--> auth.enteringCode',
      'auth.verifying --error: completeAuthentication--> auth.enteringCode',
      'auth.loadingProfile --done: loadProfile--> auth.signedIn',
      'auth.loadingProfile --error: loadProfile--> auth.enteringMobile',
    ]);
  });

  it('keeps the parts of a label apart for the view and the send-event panel', () => {
    const resend = model.edges.find((edge) => edge.eventType === 'RESEND');
    expect(resend).toMatchObject({
      kind: 'event',
      trigger: 'RESEND',
      guard: 'countdownEnded',
      otherwise: false,
      delay: null,
    });
    const always = model.edges.find((edge) => edge.source === 'auth.starting' && edge.otherwise);
    expect(always).toMatchObject({ kind: 'always', eventType: '', trigger: 'always', guard: null });
    expect(model.edges.find((edge) => edge.eventType.startsWith('xstate.error.actor.'))?.kind).toBe('error');
    expect(new Set(model.edges.map((edge) => edge.id)).size).toBe(model.edges.length);
  });
});

describe('machineGraph: connection', () => {
  const model = machineGraph(connectionMachine);

  it('draws the root as a parallel state whose regions are entered together', () => {
    expect(node(model, 'connection').type).toBe('parallel');
    for (const region of ['connection.browser', 'connection.socket'])
      expect(node(model, region)).toMatchObject({ type: 'compound', region: true, initial: false });
    expect(node(model, 'connection.browser.online')).toMatchObject({ initial: true, region: false });
    expect(node(model, 'connection.socket.healthy').initial).toBe(true);
  });

  it('keeps REFRESH on the root as a transition that stays', () => {
    expect(arrows(model)).toEqual([
      'connection --REFRESH--> (stays)',
      'connection.browser.online --OFFLINE--> connection.browser.offline',
      'connection.browser.offline --ONLINE--> connection.browser.online',
      'connection.socket.healthy --WS_ERROR--> connection.socket.error',
      'connection.socket.error --WS_CONNECTED--> connection.socket.healthy',
    ]);
  });
});

describe('machineGraph: registration', () => {
  const model = machineGraph(registrationMachine);

  it('shows the 2 s refetch as its named delay and the form checks as guards', () => {
    expect(model.edges.find((edge) => edge.kind === 'after')).toMatchObject({
      source: 'registration.waitingToRefetch',
      targets: ['registration.refetching'],
      label: 'after refetchDelay',
      delayMs: 2000,
    });
    expect(arrows(model)).toEqual(
      expect.arrayContaining([
        'registration.editing --SUBMIT [formInvalid]--> (stays)',
        'registration.editing --SUBMIT [needsRelationship]--> registration.choosingRelationship',
        'registration.editing --SUBMIT [else]--> registration.creating',
        'registration.choosingRelationship --SET_RELATIONSHIP [relationshipFits]--> registration.creating',
        'registration.refetching --error: loadProfile--> registration.waitingToRefetch',
        'registration.refetching --done: loadProfile--> registration.done',
      ]),
    );
    expect(node(model, 'registration.done').type).toBe('final');
  });
});

describe('machineGraph: assistant', () => {
  const model = machineGraph(assistantMachine);

  it('nests every registration step with its own initial state', () => {
    for (const step of [...PROFILE_FIELDS, 'review', 'relationship']) {
      const stepNode = node(model, `assistant.registering.${step}`);
      expect(stepNode.type).toBe('compound');
      expect(node(model, `assistant.registering.${step}.asking`).initial).toBe(true);
    }
    expect(node(model, 'assistant.signingIn').invokes).toEqual(['auth']);
    expect(node(model, 'assistant.registering').invokes).toEqual(['registration']);
  });

  it('labels delays by name, child results by the invoked actor and static guard params', () => {
    const greeting = model.edges.find((edge) => edge.source === 'assistant.greeting');
    expect(greeting).toMatchObject({
      label: 'after buttonsDelay',
      delayMs: REPLY_BUTTONS_DELAY_MS,
      targets: ['assistant.routing'],
    });
    expect(arrows(model)).toEqual(
      expect.arrayContaining([
        'assistant.signingIn --done: auth--> assistant.signedIn',
        'assistant.signedIn --always [noPatients]--> assistant.registering',
        'assistant.menu --chat.tap [tappedNavigation]--> assistant.menu',
        'assistant.registering --registration.invalid [invalidField(day)]--> assistant.registering.day',
        'assistant.registering --registration.invalid [invalidField(year)]--> assistant.registering.year',
        'assistant.registering --registration.invalid [else]--> assistant.registering.review',
      ]),
    );
  });
});

describe('machineGraph: guards', () => {
  const machine = setup({
    guards: { ready: () => true, allowed: () => true, admin: () => false },
  }).createMachine({
    id: 'guards',
    initial: 'a',
    states: {
      a: {
        on: {
          NOT: { guard: not('ready'), target: 'b' },
          AND: { guard: and(['ready', or(['allowed', 'admin'])]), target: 'b' },
          IN: { guard: stateIn('#guards.b'), target: 'b' },
          INLINE: { guard: ({ event }) => event.type === 'INLINE', target: 'b' },
          PARAMS: { guard: { type: 'allowed', params: { role: 'nurse', level: 2 } }, target: 'b' },
        },
      },
      b: { type: 'history', history: 'deep' },
    },
  });

  it('spells out higher-order, inline and parameterised guards', () => {
    expect(machineGraph(machine).edges.map((edge) => edge.label)).toEqual([
      'NOT [!ready]',
      'AND [ready && (allowed || admin)]',
      'IN [in(#guards.b)]',
      'INLINE [inline guard]',
      'PARAMS [allowed(nurse, 2)]',
    ]);
  });

  it('marks history nodes with their depth', () => {
    expect(node(machineGraph(machine), 'guards.b')).toMatchObject({ type: 'history', history: 'deep' });
  });
});
