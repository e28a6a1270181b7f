import { formatTime } from '../../domain/days';
import { BACK_TO_MENU_BUTTON } from '../assistant/backToMenu';
import type { AssistantEvent } from '../assistant/context';
import type { ReplyButton } from '../chatProtocol';
import { CATALOGUE_BUTTONS, catalogueLabel, catalogueMatches, orderDays, timesOf, type OrderDraft } from './orderDraft';
import { t } from '../../i18n/translate';

/** The reply buttons of the order conversations and the commands they send back. */

export const ORDER_COMMAND = {
  pick: 'order.pick',
  done: 'order.done',
  more: 'order.more',
  noMore: 'order.noMore',
  skip: 'order.skip',
  home: 'order.home',
  hospital: 'order.hospital',
  useAddress: 'order.useAddress',
  newAddress: 'order.newAddress',
  day: 'order.day',
  time: 'order.time',
  confirm: 'order.confirm',
  cancel: 'order.cancel',
  view: 'order.view',
  retry: 'order.retry',
} as const;
export type OrderCommand = (typeof ORDER_COMMAND)[keyof typeof ORDER_COMMAND];

export function button(label: string, type: OrderCommand, extra: Record<string, string | number> = {}): ReplyButton {
  return { label, command: { type, ...extra } };
}

/** The way back to the menu, worded in the conversation's language (call it when the buttons are offered). */
export function backToMenuButton(): ReplyButton {
  return { ...BACK_TO_MENU_BUTTON, label: t('orders.chat.backToMenu') };
}

/** Every question keeps the way back to the menu beside its own buttons. */
export function withMenu(buttons: readonly ReplyButton[]): readonly ReplyButton[] {
  return [...buttons, backToMenuButton()];
}

/** The tests or procedures matching what was typed, the picked ones ticked; Done only once one is picked (spec 001 §2). */
export function catalogueButtons(draft: OrderDraft): readonly ReplyButton[] {
  const items = catalogueMatches(draft.catalogue, draft.filter).slice(0, CATALOGUE_BUTTONS);
  const picks = items.map((item) =>
    button(catalogueLabel(item, draft.selected.includes(item.code)), ORDER_COMMAND.pick, { code: item.code }),
  );
  return withMenu([
    ...picks,
    ...(draft.selected.length > 0 ? [button(t('orders.chat.done'), ORDER_COMMAND.done)] : []),
  ]);
}

export function dayButtons(now: number): readonly ReplyButton[] {
  return withMenu(orderDays(now).map((day) => button(day.label, ORDER_COMMAND.day, { day: day.start })));
}

export function timeButtons(day: number | null, now: number): readonly ReplyButton[] {
  return withMenu(
    day === null ? [] : timesOf(day, now).map((at) => button(formatTime(at), ORDER_COMMAND.time, { at })),
  );
}

/** The value a tapped order command carries under `key`, or null for any other event. */
export function tappedValue(event: AssistantEvent, type: OrderCommand, key: string): string | number | null {
  if (event.type !== 'chat.tap' || event.command.type !== type) return null;
  const value = event.command[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

export function tappedNumber(event: AssistantEvent, type: OrderCommand, key: string): number | null {
  const value = tappedValue(event, type, key);
  return typeof value === 'number' ? value : null;
}
