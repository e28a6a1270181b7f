import { sevenDayPicker, type PickerDay } from '../../domain/days';
import type { CHAT_ORDER_CATEGORIES, OrderInitiatedFor } from '../../domain/orderStatus';
import type { Patient } from '../../machines/types';

/**
 * The order a chat conversation puts together (flows/orders/): what the patient chose so far, and the
 * request the createOrder leaf sends once they confirm. Plain JSON, so it is saved with the conversation.
 */

export type ChatOrderCategory = (typeof CHAT_ORDER_CATEGORIES)[number];

/** A test or procedure of the hospital's catalogue (8-digit code). */
export interface OrderCatalogueItem {
  readonly code: string;
  readonly name: string;
  readonly priceCents: number;
}

/** A prescription photo already uploaded and referenced by the app (chat.uploaded). */
export interface OrderPhoto {
  readonly documentReferenceId: string;
  readonly url: string;
}

export interface OrderAddress {
  readonly addressLineOne?: string;
  readonly addressLineTwo?: string;
  readonly addressLineThree?: string;
  readonly addressCity?: string;
}

export interface OrderDraft {
  readonly category: ChatOrderCategory;
  readonly organizationId: string;
  /**
   * Names this order to the createOrder leaf, which keeps one order id per key: a Try again after a failure
   * that reached the server returns the order already made instead of a second one.
   */
  readonly key: string;
  readonly patientId: string | null;
  readonly photos: readonly OrderPhoto[];
  readonly catalogue: readonly OrderCatalogueItem[];
  /** Codes of the tests or procedures picked, in the order tapped. */
  readonly selected: readonly string[];
  /** What the patient typed last to find a test or procedure. */
  readonly filter: string;
  /** Deliver, collect or visit at home (homecare), or at the hospital (appointment). */
  readonly homecare: boolean;
  readonly address: OrderAddress | null;
  /** Local midnight of the day picked. */
  readonly day: number | null;
  /** Epoch ms of the time picked. */
  readonly requestedAt: number | null;
  /** The order made, for View order. */
  readonly createdId: string | null;
}

/** What the createOrder leaf sends (src/features/orders/api/orderCreateApi.ts CreateOrderInput without its id, plus the key). */
export interface ChatOrderRequest extends OrderAddress {
  readonly key: string;
  readonly patientId: string;
  readonly category: ChatOrderCategory;
  readonly organizationId: string;
  readonly initiatedFor: OrderInitiatedFor;
  readonly initiatedFrom: 'chat';
  readonly documentReferenceIds: readonly string[];
  readonly testCodes?: readonly string[];
  readonly procedureCodes?: readonly string[];
  readonly sampleCollectionRequestedTime?: string;
  readonly homeVisitRequestedTime?: string;
}

export function newOrderDraft(category: ChatOrderCategory, organizationId: string, key: string): OrderDraft {
  // Lab samples are collected at home unless the patient says otherwise (spec 001 §2); visits are at home.
  return {
    category,
    organizationId,
    key,
    patientId: null,
    photos: [],
    catalogue: [],
    selected: [],
    filter: '',
    homecare: true,
    address: null,
    day: null,
    requestedAt: null,
    createdId: null,
  };
}

/** How many catalogue buttons a step offers at once: typing narrows the list. */
export const CATALOGUE_BUTTONS = 8;

/** Catalogue entries whose name or code holds every typed word (case-insensitive), as the order list filters. */
export function catalogueMatches(
  catalogue: readonly OrderCatalogueItem[],
  filter: string,
): readonly OrderCatalogueItem[] {
  const words = filter
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  return catalogue.filter((item) =>
    words.every((word) => item.name.toLowerCase().includes(word) || item.code.includes(word)),
  );
}

export function catalogueLabel(item: OrderCatalogueItem, selected: boolean): string {
  return `${selected ? '✓ ' : ''}${item.name} (${item.code})`;
}

/** The picked tests or procedures, by name. */
export function selectedNames(draft: OrderDraft): string[] {
  return draft.selected.map((code) => draft.catalogue.find((item) => item.code === code)?.name ?? code);
}

/** Picks or (tapped again) unpicks a code of the catalogue. */
export function toggled(selected: readonly string[], code: string): readonly string[] {
  return selected.includes(code) ? selected.filter((candidate) => candidate !== code) : [...selected, code];
}

/** The patient's home address as an order address; null when the profile has none. */
export function patientAddress(patient: Patient | undefined): OrderAddress | null {
  const stored = patient?.address;
  if (stored === null || stored === undefined) return null;
  const [one, two, three] = stored.line.map((line) => line.trim());
  const address = compact({
    addressLineOne: one,
    addressLineTwo: two,
    addressLineThree: three,
    addressCity: stored.city?.trim(),
  });
  return addressText(address) === '' ? null : address;
}

function compact(address: OrderAddress): OrderAddress {
  return Object.fromEntries(
    Object.entries(address).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

/**
 * A typed address, parts separated by commas or new lines: the last of several parts is the city, the
 * others its lines (more than three lines share the third). Null when nothing was typed (≥1 field).
 */
export function typedAddress(text: string): OrderAddress | null {
  const parts = text
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return null;
  if (parts.length === 1) return { addressLineOne: parts[0] };
  const city = parts[parts.length - 1];
  const lines = parts.slice(0, -1);
  return compact({
    addressLineOne: lines[0],
    addressLineTwo: lines[1],
    addressLineThree: lines.slice(2).join(', '),
    addressCity: city,
  });
}

export function addressText(address: OrderAddress | null): string {
  if (address === null) return '';
  return [address.addressLineOne, address.addressLineTwo, address.addressLineThree, address.addressCity]
    .filter((part) => part !== undefined && part !== '')
    .join(', ');
}

/** The hours a collection or visit can be asked for (8 AM to 5 PM), on the hour. */
const FIRST_HOUR = 8;
const LAST_HOUR = 17;
const HOUR_MS = 3_600_000;

/** The times of a day still ahead of now (the conversation's clock). */
export function timesOf(day: number, now: number): number[] {
  const times: number[] = [];
  // Hours from the day's midnight: the picker's days are local midnights.
  for (let hour = FIRST_HOUR; hour <= LAST_HOUR; hour += 1) {
    const at = day + hour * HOUR_MS;
    if (at > now) times.push(at);
  }
  return times;
}

/** The 7 picker days (today, tomorrow, then dated) that still have a time ahead. */
export function orderDays(now: number): readonly PickerDay[] {
  return sevenDayPicker(now).filter((day) => timesOf(day.start, now).length > 0);
}

/** The request of a confirmed draft (the steps ensure the patient; a missing one is a bug). */
export function orderRequestOf(draft: OrderDraft): ChatOrderRequest {
  if (draft.patientId === null) throw new Error('An order was confirmed without a patient');
  const time = draft.requestedAt === null ? undefined : new Date(draft.requestedAt).toISOString();
  return {
    key: draft.key,
    patientId: draft.patientId,
    category: draft.category,
    organizationId: draft.organizationId,
    initiatedFor: draft.homecare ? 'homecare' : 'appointment',
    initiatedFrom: 'chat',
    documentReferenceIds: draft.photos.map((photo) => photo.documentReferenceId),
    ...(draft.homecare && draft.address !== null ? draft.address : {}),
    ...(draft.category === 'Examination' ? { testCodes: draft.selected } : {}),
    ...(draft.category === 'Procedure' ? { procedureCodes: draft.selected } : {}),
    ...(time !== undefined && draft.category === 'Examination' ? { sampleCollectionRequestedTime: time } : {}),
    ...(time !== undefined && draft.category === 'Procedure' ? { homeVisitRequestedTime: time } : {}),
  };
}

/** /order/view of the order made. */
export function orderViewRoute(orderId: string): string {
  return `/order/view?${new URLSearchParams({ orderId }).toString()}`;
}
