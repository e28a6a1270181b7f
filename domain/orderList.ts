/**
 * The order history lists (spec 001 §2 history lists, §5 order-list filters, §9 page sizes): paging, the
 * categories each list holds, the texts, the status word of a row, and the test and procedure filter.
 */
import type { MessageId } from '../i18n/messages.generated';
import { t } from '../i18n/translate';
import { ORDER_CATEGORIES, ORDER_STATUS_FIELD, type OrderCategory } from './orderStatus';

/** Orders list page: 10 first, then 9 more per Load more (spec 001 §9). */
const ORDERS_FIRST_PAGE = 10;
const ORDERS_MORE_PAGE = 9;

const words = () =>
  ({
    empty: t('orders.list.empty'),
    failed: t('orders.list.failed'),
    loading: t('orders.loading'),
    loadMore: t('orders.list.loadMore'),
    /** The chips that lead from one history list to the other. */
    lists: t('orders.list.lists'),
  }) as const;

export type OrderListText = ReturnType<typeof words>;

/** The history lists' words in the patient's language: call it when shown. */
export function orderListText(): OrderListText {
  return words();
}

/** How many orders are shown after `pages` pages (1 = the first). */
export function visibleOrderCount(pages: number): number {
  return ORDERS_FIRST_PAGE + ORDERS_MORE_PAGE * Math.max(0, pages - 1);
}

/**
 * The limit asked of the server for `pages` pages: one more than is shown, so the list knows whether Load more
 * has anything to bring without counting every order.
 */
export const orderQueryLimit = (pages: number): number => visibleOrderCount(pages) + 1;

/** Whether Load more shows: the server gave more than the pages show. */
export const hasMoreOrders = (received: number, pages: number): boolean => received > visibleOrderCount(pages);

/**
 * /history/orders holds medication and lab tests; /history/procedure the procedures, home visits among them
 * (spec 001 §2). Each page links the other with a chip naming what it holds, so 'All Orders' (the bottom bar's
 * name) leads to the home visits too (issue 29).
 */
export const HISTORY_LISTS = {
  orders: {
    title: 'orders.list.allOrders',
    route: '/history/orders',
    chip: 'orders.list.ordersChip',
    categories: ['Medication', 'Examination'],
  },
  procedure: {
    title: 'orders.list.procedures',
    route: '/history/procedure',
    chip: 'orders.list.proceduresChip',
    categories: ['Procedure'],
  },
} as const satisfies Record<
  string,
  { title: MessageId; route: string; chip: MessageId; categories: readonly OrderCategory[] }
>;

export type HistoryList = keyof typeof HISTORY_LISTS;

export function isOrderCategory(value: string): value is OrderCategory {
  return (ORDER_CATEGORIES as readonly string[]).includes(value);
}

const STATUS_WORDS = {
  new: 'orders.tracker.step.new',
  confirming: 'orders.tracker.step.confirming',
  preparing: 'orders.tracker.step.preparing',
  sampleCollecting: 'orders.tracker.sampleCollecting',
  processing: 'orders.status.processing',
  delivering: 'orders.tracker.step.delivering',
  drConfirming: 'orders.tracker.step.confirming',
  completed: 'orders.tracker.step.completed',
  canceled: 'orders.tracker.canceledStatus',
  entered_in_error: 'orders.status.enteredInError',
  aborted: 'orders.status.aborted',
} as const satisfies Record<string, MessageId>;

type StatusWord = (typeof STATUS_WORDS)[keyof typeof STATUS_WORDS];

type StatusFields = Partial<Record<(typeof ORDER_STATUS_FIELD)[OrderCategory], string | null>>;

/** The row's status word: the category's own status field in the patient's words; an unknown status raw (spec 001 §4). */
export function orderStatusWord(category: OrderCategory, order: StatusFields): string {
  const status = order[ORDER_STATUS_FIELD[category]] ?? '';
  const word = (STATUS_WORDS as Readonly<Record<string, StatusWord | undefined>>)[status];
  return word === undefined ? status : t(word);
}

/** What the filter needs of a test or procedure: its name, and whether the hospital offers it now. */
export interface FilterableEntry {
  readonly name: string;
  readonly enabled?: boolean;
}

/**
 * The test and procedure filter (spec 001 §5): with a space in the query, the name contains it; without one,
 * a word of the name starts with it. Case is ignored; only enabled entries appear; an empty query lists them all.
 */
export function filterEntries<T extends FilterableEntry>(entries: readonly T[], query: string): T[] {
  const enabled = entries.filter((entry) => entry.enabled !== false);
  const needle = query.trim().toLowerCase();
  if (needle === '') return enabled;
  if (query.includes(' ')) return enabled.filter((entry) => entry.name.toLowerCase().includes(needle));
  return enabled.filter((entry) =>
    entry.name
      .toLowerCase()
      .split(/[\s\-/(),]+/)
      .some((word) => word.startsWith(needle)),
  );
}
