import { describe, expect, it } from 'vitest';
import { sequenceOf } from '../../../flows/runs/sequence';
import { replayTrace } from '../../../flows/trace/replay';
import { inReplayTimeZone } from '../../replays/replayTimeZone';
import { savedReplay } from './runFixtures';

inReplayTimeZone();

describe('sequenceOf a replayed booking paid with the saved card', () => {
  const trace = savedReplay('booking-quick-pay');
  const { lifelines, messages } = sequenceOf(replayTrace(trace).log);

  it('has a lifeline for the UI, each machine, each server call and the transcript, in order of appearance', () => {
    expect(lifelines.map((lifeline) => `${lifeline.kind} ${lifeline.name}`)).toEqual([
      'ui ui',
      'machine assistant',
      'call loadSearchCatalogue',
      'call understandText',
      'call searchSessions',
      'machine auth',
      'call initiateAuthentication',
      'call completeAuthentication',
      'call loadProfile',
      'call loadSavedCards',
      'machine booking',
      'call createAppointment',
      'call prepareInvoice',
      'machine payment',
      'call initiateBooking',
      'call completeBooking',
      'transcript transcript',
    ]);
    expect(lifelines.find((lifeline) => lifeline.name === 'payment')?.machine).toBe('payment');
  });

  it('draws the sign-in as messages between the assistant, auth and its server call, in order', () => {
    const signIn = messages
      .filter((message) => message.at >= 19200 && message.at <= 19620 && message.to !== 'transcript')
      .map((message) => `${message.from} → ${message.to}: ${message.label}`);
    expect(signIn).toEqual([
      'ui → assistant: chat.submit',
      'assistant → auth: SUBMIT_MOBILE',
      'auth → initiateAuthentication: start',
      'initiateAuthentication → auth: done',
      'auth → assistant: auth.codeSent',
    ]);
    const done = messages.find((message) => message.from === 'initiateAuthentication');
    expect(done?.event).toBe('xstate.done.actor.0.auth.sendingCode');
  });

  it('keeps the log order and shows every UI step of the trace and what the chat said', () => {
    const seqs = messages.map((message) => message.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    const uiEvents = messages.filter((message) => message.from === 'ui' && message.label !== 'start');
    expect(uiEvents.map((message) => message.event)).toEqual(
      trace.steps.flatMap((step) => (step.kind === 'event' ? [step.event.type] : [])),
    );
    expect(messages.filter((message) => message.to === 'transcript').length).toBeGreaterThan(40);
    expect(messages).toContainEqual(
      expect.objectContaining({ from: 'assistant', to: 'assistant', label: 'after buttonsDelay' }),
    );
    // A call's own settling is not drawn: its answer to its machine is.
    expect(messages.some((message) => message.event.startsWith('xstate.promise.'))).toBe(false);
  });
});
