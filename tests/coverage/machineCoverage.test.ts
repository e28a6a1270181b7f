import { describe, expect, it } from 'vitest';
import { connectionMachine } from '../../machines/connection.machine';
import { authMachine } from '../../machines/auth.machine';
import { coverable } from './machineCoverage';

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
});
