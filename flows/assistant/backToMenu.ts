import type { ReplyButton } from '../chatProtocol';

/**
 * The way back to the menu that every input step offers beside its composer, so a patient is never held
 * on a question (a number they do not want to give, a code that does not come).
 */
export const BACK_TO_MENU_BUTTON = {
  label: 'Back to menu',
  command: { type: 'assistant.backToMenu' },
} as const satisfies ReplyButton;
