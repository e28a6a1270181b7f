import { emit, setup } from 'xstate';
import type { ChatEmitted, TranscriptInput } from '../../../flows/chatProtocol';

const testSetup = setup({
  types: {
    input: {} as { name: string },
    context: {} as { name: string },
    events: {} as TranscriptInput,
    emitted: {} as ChatEmitted,
  },
  delays: { replyButtons: 1000 },
});

const greeting = testSetup.createStateConfig({
  entry: emit(({ context }) => ({
    type: 'chat.say',
    id: 'greet',
    from: 'assistant',
    content: { kind: 'text', text: `Good morning ${context.name}` },
  })),
  after: { replyButtons: 'offering' },
});
const offerLogin = testSetup.emit({ type: 'chat.ask', buttons: [{ label: 'Login', command: { type: 'LOGIN' } }] });

/** A tiny flow speaking the chat protocol: greet, offer a reply after 1 s, ask a number, open a route. */
export const testFlow = testSetup.createMachine({
  id: 'testFlow',
  context: ({ input }) => ({ name: input.name }),
  initial: 'greeting',
  states: {
    greeting,
    offering: {
      entry: offerLogin,
      on: {
        'chat.tap': {
          target: 'askingMobile',
          actions: [
            emit(({ event }) => ({
              type: 'chat.say',
              id: 'tap',
              from: 'patient',
              content: { kind: 'text', text: event.label },
            })),
            emit({ type: 'chat.ask', buttons: [] }),
          ],
        },
      },
    },
    askingMobile: {
      entry: emit({ type: 'chat.input', mode: { kind: 'mobile', submitLabel: 'Send now' } }),
      on: {
        'chat.submit': {
          target: 'done',
          actions: [
            emit(({ event }) => ({
              type: 'chat.say',
              id: 'number',
              from: 'patient',
              content: { kind: 'text', text: event.text },
            })),
            emit({ type: 'chat.input', mode: { kind: 'none' } }),
            emit({ type: 'chat.navigate', to: '/profiles' }),
          ],
        },
      },
    },
    done: {},
  },
});

/** testFlow's opening (as flows/assistant/opening.ts is the assistant's): its first states only, same id, context, greeting, delay and offer; it handles no event. */
export const testFlowOpening = testSetup.createMachine({
  id: 'testFlow',
  context: ({ input }) => ({ name: input.name }),
  initial: 'greeting',
  states: { greeting, offering: { entry: offerLogin } },
});
