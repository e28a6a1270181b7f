import { t } from '../../i18n/translate';
import type { ReplyButton } from '../chatProtocol';

/**
 * The way back to the menu that every input step offers beside its composer, so a patient is never held
 * on a question (a number they do not want to give, a code that does not come). Its label is a getter:
 * conversations put this one button in state configs built at import, and the label is worded when the
 * buttons are offered, in the language active then.
 */
export const BACK_TO_MENU_BUTTON = {
  get label(): string {
    return t('assistant.backToMenu');
  },
  command: { type: 'assistant.backToMenu' },
} as const satisfies ReplyButton;
