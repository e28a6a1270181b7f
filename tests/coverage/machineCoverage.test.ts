import { describe, expect, it } from 'vitest';
import { connectionMachine } from '../../machines/connection.machine';
import { appointmentViewMachine } from '../../machines/appointmentView.machine';
import { authMachine } from '../../machines/auth.machine';
import { demoMachine } from './fixture/flows/chat/demo.machine';
import { conversations, coverable } from './machineCoverage';

describe('what there is to cover in a machine', () => {
  it('lists every state node and every transition of the definition, labelled for the report', () => {
    const { states, transitions } = coverable(connectionMachine);
    expect([...states.values()]).toEqual(['browser', 'browser.online', 'browser.offline', 'socket', 'socket.healthy', 'socket.error']);
    expect([...transitions.values()].sort()).toEqual([
      '(root) --REFRESH--> (stays)',
      'browser.offline --ONLINE--> browser.online',
      'browser.online --OFFLINE--> browser.offline',
      'socket.error --WS_CONNECTED--> socket.healthy',
      'socket.healthy --WS_ERROR--> socket.error',
    ]);
  });

  it('names guards, delays, eventless and invoke transitions, one entry per guarded candidate', () => {
    const labels = [...coverable(authMachine).transitions.values()];
    expect(labels).toEqual(
      expect.arrayContaining([
        'starting --always [autoSendRequested]--> sendingCode',
        'starting --always--> enteringMobile',
        'enteringCode.counting --after tick [lastSecond]--> enteringCode.canResend',
        'enteringCode.counting --after tick--> enteringCode.counting',
        'enteringCode --RESEND [countdownEnded]--> sendingCode',
      ]),
    );
    expect(labels.filter((label) => label.startsWith('verifying --done: '))).toHaveLength(4);
  });

  it('names an invoke without an id of its own by its src, and numbers transitions that would read the same', () => {
    expect([...coverable(appointmentViewMachine).transitions.values()]).toEqual(
      expect.arrayContaining(['shown.markingLinkSeen --error: patchAppointment--> shown.waiting', 'shown.beating --done: patchAppointment--> shown.waiting']),
    );
    // Two outcomes checked by the same guard with other params: one label each all the same.
    const labels = [...coverable(authMachine).transitions.values()].filter((label) => label.startsWith('verifying --done: completeAuthentication [outcomeIs]--> enteringCode'));
    expect(labels).toEqual(['verifying --done: completeAuthentication [outcomeIs]--> enteringCode', 'verifying --done: completeAuthentication [outcomeIs]--> enteringCode #2']);
    expect(new Set(coverable(authMachine).transitions.values()).size).toBe(coverable(authMachine).transitions.size);
  });
});

describe('the conversations of a machine', () => {
  it('are its state nodes carrying meta.conversation, nested ones too, each with its own states and the transitions they start', () => {
    const parts = conversations(demoMachine).map(({ title, state, coverable: part }) => ({ title, state, states: [...part.states.values()], transitions: [...part.transitions.values()] }));
    expect(parts).toEqual([
      {
        title: 'Sign-in',
        state: 'signingIn',
        states: ['signingIn', 'signingIn.mobile', 'signingIn.code'],
        transitions: ['signingIn.mobile --NEXT--> signingIn.code', 'signingIn.code --NEXT--> menu', 'signingIn.code --BACK--> signingIn.mobile'],
      },
      { title: 'Help', state: 'help', states: ['help', 'help.asking', 'help.faq'], transitions: ['help --BACK--> menu', 'help.asking --NEXT--> help.faq', 'help.faq --NEXT--> help.asking'] },
      { title: 'Frequent questions', state: 'help.faq', states: ['help.faq'], transitions: ['help.faq --NEXT--> help.asking'] },
    ]);
  });

  it('are none in a machine without that meta', () => {
    expect(conversations(authMachine)).toEqual([]);
  });
});
