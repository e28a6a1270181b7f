import { enqueueActions, setup } from 'xstate';
import { REPLY_BUTTONS_DELAY_MS } from '../../domain/chatTiming';
import { greetingFor } from '../../domain/greeting';
import { menuButtons } from '../assistantMenu';
import { ASSISTANT_TEXT } from '../assistantText';
import { t } from '../../i18n/translate';
import type { BubbleContent, ChatEmitted, ComposerMode, SayEvent, Speaker } from '../chatProtocol';
import { initialContext, type AssistantContext, type AssistantEvent, type AssistantInput } from './context';

/**
 * The assistant's opening, for the chat home's first paint (docs/decisions/0012-assistant-opening.md):
 * the greeting and, after the reply delay, the menu, for a new conversation signed out and without a deep
 * link. It is the whole assistant's first states (same machine id, state names, context and delays) and
 * nothing else, so its persisted snapshot, pending timer included, resumes in the whole assistant
 * (flows/assistant.machine.ts) once that has loaded, as a conversation stored before a reload does. It
 * handles no event: the app holds the patient's taps until the whole assistant takes over
 * (src/features/chat/conversationStore.ts). Its actions are the assistant's own, from the helpers below.
 */

/** `say`: the next bubble, its id from the context's counter (a replay gets the same ids). */
export function nextBubble(counter: number, from: Speaker, content: BubbleContent): SayEvent {
  return { type: 'chat.say', id: String(counter + 1), from, content };
}

/** The greeting bubble, by the time the conversation began (morning, afternoon, evening). */
export function greetingBubble(context: Pick<AssistantContext, 'now'>): { from: Speaker; content: BubbleContent } {
  return {
    from: 'assistant',
    content: { kind: 'text', text: ASSISTANT_TEXT.greeting(greetingFor(new Date(context.now))) },
  };
}

/**
 * The menu's text box: beside the buttons, the patient may type what they need ('heart doctor tomorrow',
 * 'cancel my appointment'), which the whole assistant understands (flows/typed/). Until it has loaded, a
 * sentence sent is held like a tap (src/features/chat/conversationStore.ts).
 */
export function menuMode(): ComposerMode {
  return {
    kind: 'text',
    label: t('first.menuInputLabel'),
    placeholder: t('first.menuInputPlaceholder'),
    submitLabel: t('first.send'),
  };
}

/** `offerMenu`: the menu's text box and the service-type menu the tenant's switches allow. */
export function menuEvents(context: Pick<AssistantContext, 'features' | 'session'>): ChatEmitted[] {
  return [
    { type: 'chat.input', mode: menuMode() },
    { type: 'chat.ask', buttons: menuButtons(context.features, context.session !== null) },
  ];
}

/** Whether the opening can begin a conversation with this input; otherwise the whole assistant begins it. */
export function opensWith(input: AssistantInput): boolean {
  return input.session === null && input.deepLink === null;
}

export const assistantOpening = setup({
  types: {
    context: {} as AssistantContext,
    events: {} as AssistantEvent,
    input: {} as AssistantInput,
    emitted: {} as ChatEmitted,
  },
  actions: {
    say: enqueueActions(({ context, enqueue }, params: { from: Speaker; content: BubbleContent }) => {
      enqueue.emit(nextBubble(context.counter, params.from, params.content));
      enqueue.assign({ counter: context.counter + 1 });
    }),
    offerMenu: enqueueActions(({ context, enqueue }) => {
      for (const event of menuEvents(context)) enqueue.emit(event);
    }),
  },
  delays: { buttonsDelay: REPLY_BUTTONS_DELAY_MS },
}).createMachine({
  id: 'assistant',
  context: ({ input }) => initialContext(input),
  initial: 'greeting',
  states: {
    greeting: {
      entry: { type: 'say', params: ({ context }) => greetingBubble(context) },
      after: { buttonsDelay: 'routing' },
    },
    /** The whole assistant's routing, for the only input the opening takes: no deep link, signed out. */
    routing: { always: 'menu' },
    /** Waits for the whole assistant, which takes over in this state with the menu on offer. */
    menu: { entry: 'offerMenu' },
  },
});
