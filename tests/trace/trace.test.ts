import { describe, expect, it } from 'vitest';
import { parseTrace, TRACE_FORMAT, TRACE_VERSION, type Trace } from '../../flows/trace/trace';
import { transcriptLines } from '../../flows/trace/transcriptLines';

const MINIMAL: Trace = {
  format: TRACE_FORMAT,
  version: TRACE_VERSION,
  flow: 'assistant',
  machines: ['assistant'],
  tenant: 'carechat-demo',
  recordedAt: '2025-06-02T04:00:00.000Z',
  masked: true,
  input: { now: 0 },
  steps: [
    { kind: 'event', at: 10, event: { type: 'chat.submit', text: '0700000001' } },
    { kind: 'result', at: 20, actor: 'initiateAuthentication', outcome: 'error', error: 'ARO-E1030:' },
  ],
  expected: { finalState: 'menu', transcript: [] },
};

describe('parseTrace', () => {
  it('accepts a valid trace as it is', () => {
    expect(parseTrace(JSON.parse(JSON.stringify(MINIMAL)))).toEqual(MINIMAL);
  });

  it('names what is wrong and where', () => {
    expect(() => parseTrace({ ...MINIMAL, format: 'something.else' })).toThrow(/not a Carechat trace[\s\S]*format/);
    expect(() => parseTrace({ ...MINIMAL, version: 2 })).toThrow(/unsupported trace version/);
    expect(() => parseTrace({ ...MINIMAL, flow: 'payments' })).toThrow(/flow/);
    expect(() =>
      parseTrace({ ...MINIMAL, steps: [{ kind: 'result', at: 1, actor: 'loadProfile', outcome: 'maybe' }] }),
    ).toThrow(/steps\[0\]\.outcome/);
    expect(() => parseTrace({ ...MINIMAL, steps: [{ kind: 'event', at: 1, event: { text: 'no type' } }] })).toThrow(
      /an event needs a type/,
    );
    expect(() => parseTrace('not json at all')).toThrow(/Invalid trace/);
  });

  it('refuses steps out of time order', () => {
    expect(() => parseTrace({ ...MINIMAL, steps: [...MINIMAL.steps].reverse() })).toThrow(
      'step 2 happens before step 1',
    );
  });
});

describe('transcriptLines', () => {
  it('writes one line per bubble and per change of the reply buttons', () => {
    const menu = [
      { label: 'Book a Doctor', command: { type: 'menu', choice: 'channelling' } },
      { label: 'Video Channel', command: { type: 'menu', choice: 'videoChannelling' } },
    ];
    expect(
      transcriptLines([
        { type: 'chat.say', id: '1', from: 'assistant', content: { kind: 'text', text: 'Hello' } },
        { type: 'chat.ask', buttons: [] },
        { type: 'chat.ask', buttons: menu },
        { type: 'chat.ask', buttons: menu },
        { type: 'chat.input', mode: { kind: 'mobile', submitLabel: 'Send now' } },
        { type: 'chat.say', id: '2', from: 'patient', content: { kind: 'text', text: 'Book a Doctor' } },
        { type: 'chat.ask', buttons: [] },
        {
          type: 'chat.say',
          id: '3',
          from: 'assistant',
          content: { kind: 'event', outcome: 'success', text: 'OTP sent successfully' },
        },
        {
          type: 'chat.say',
          id: '4',
          from: 'assistant',
          content: { kind: 'event', outcome: 'failure', text: 'OTP sending failure', detail: 'Please wait a minute' },
        },
        { type: 'chat.say', id: '5', from: 'staff', content: { kind: 'image', url: '/x.png', alt: 'Prescription' } },
        // A repeated id is not a new bubble (applyChatEvent keeps the first).
        { type: 'chat.say', id: '5', from: 'staff', content: { kind: 'text', text: 'again' } },
        { type: 'chat.navigate', to: '/profiles' },
      ]),
    ).toEqual([
      'assistant: Hello',
      'buttons: Book a Doctor | Video Channel',
      'patient: Book a Doctor',
      'buttons: —',
      'assistant: [success] OTP sent successfully',
      'assistant: [failure] OTP sending failure (Please wait a minute)',
      'staff: [image] Prescription',
      'navigate: /profiles',
    ]);
  });
});
