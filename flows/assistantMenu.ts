import type { MessageId } from '../i18n/messages.generated';
import { t } from '../i18n/translate';
import type { FeatureName, Tenant } from '../tenants/schema';
import type { FlowCommand, ReplyButton } from './chatProtocol';
import type { ChatOrderCategory } from './orders/orderDraft';

/** The service-type menu of the assistant (spec 000 §2): services by feature switch, extras when signed in. */

type ServiceChoice =
  'channelling' | 'videoChannelling' | 'procedureOrder' | 'examinationOrder' | 'medicationOrder' | 'agentChat';
type SignedInChoice = 'upcoming' | 'labReports' | 'profile' | 'paymentHistory';
export type MenuChoice = ServiceChoice | SignedInChoice;

interface MenuEntry<TChoice extends MenuChoice> {
  readonly choice: TChoice;
}

/** In the spec's order; each service's choice is the feature switch that offers it. */
const SERVICES: readonly (MenuEntry<ServiceChoice> & { readonly feature: FeatureName })[] = [
  { choice: 'channelling', feature: 'channelling' },
  { choice: 'videoChannelling', feature: 'videoChannelling' },
  { choice: 'procedureOrder', feature: 'procedureOrder' },
  { choice: 'examinationOrder', feature: 'examinationOrder' },
  { choice: 'medicationOrder', feature: 'medicationOrder' },
  { choice: 'agentChat', feature: 'agentChat' },
];

const SIGNED_IN_EXTRAS: readonly MenuEntry<SignedInChoice>[] = [
  { choice: 'upcoming' },
  { choice: 'labReports' },
  { choice: 'profile' },
  { choice: 'paymentHistory' },
];

const MENU_COMMAND = 'menu';

/** The signed-in extras that open a screen instead of answering in the chat (spec 000 §2). */
const MENU_ROUTES = {
  profile: '/profiles',
  paymentHistory: '/profiles/my-payment-history',
} as const satisfies Partial<Record<MenuChoice, string>>;

export type NavigationChoice = keyof typeof MENU_ROUTES;
/** Chat With Hospital hands the conversation over to the hospital's staff (chat.handover). */
export type HandoverChoice = 'agentChat';
/** The order services (flows/orders/), each the category of its conversation. */
export type OrderChoice = 'procedureOrder' | 'examinationOrder' | 'medicationOrder';
const ORDER_CATEGORY = {
  procedureOrder: 'Procedure',
  examinationOrder: 'Examination',
  medicationOrder: 'Medication',
} as const satisfies Record<OrderChoice, ChatOrderCategory>;
/** Choices this version cannot serve yet. */
export type UnavailableChoice = Exclude<MenuChoice, NavigationChoice | HandoverChoice>;

export function isNavigationChoice(choice: MenuChoice): choice is NavigationChoice {
  return Object.hasOwn(MENU_ROUTES, choice);
}

export function isHandoverChoice(choice: MenuChoice): choice is HandoverChoice {
  return choice === 'agentChat';
}

export function isOrderChoice(choice: MenuChoice): choice is OrderChoice {
  return Object.hasOwn(ORDER_CATEGORY, choice);
}

export function orderCategoryOf(choice: OrderChoice): ChatOrderCategory {
  return ORDER_CATEGORY[choice];
}

/** The menu choice of an order category (its feature switch). */
export function orderChoiceOf(category: ChatOrderCategory): OrderChoice {
  const found = (Object.keys(ORDER_CATEGORY) as OrderChoice[]).find((choice) => ORDER_CATEGORY[choice] === category);
  return found ?? 'medicationOrder';
}

export function menuRoute(choice: NavigationChoice): string {
  return MENU_ROUTES[choice];
}

/** Said for a choice this version cannot serve yet: plainly, never with made-up data. */
const NOT_YET = {
  channelling: 'assistant.notAvailable.channelling',
  videoChannelling: 'assistant.notAvailable.videoChannelling',
  procedureOrder: 'assistant.notAvailable.procedureOrder',
  examinationOrder: 'assistant.notAvailable.examinationOrder',
  medicationOrder: 'assistant.notAvailable.medicationOrder',
  upcoming: 'assistant.notAvailable.upcoming',
  labReports: 'assistant.notAvailable.labReports',
} as const satisfies Record<UnavailableChoice, MessageId>;

export function notAvailableText(choice: UnavailableChoice): string {
  return t(NOT_YET[choice]);
}

/** Each menu entry's label in the catalogue (the spec's English words in i18n/po/en/first.po). */
const LABEL = {
  channelling: 'first.menu.channelling',
  videoChannelling: 'first.menu.videoChannelling',
  procedureOrder: 'first.menu.procedureOrder',
  examinationOrder: 'first.menu.examinationOrder',
  medicationOrder: 'first.menu.medicationOrder',
  agentChat: 'first.menu.agentChat',
  upcoming: 'assistant.menu.upcoming',
  labReports: 'assistant.menu.labReports',
  profile: 'assistant.menu.profile',
  paymentHistory: 'assistant.menu.paymentHistory',
} as const satisfies Record<MenuChoice, MessageId>;

function toButton(entry: MenuEntry<MenuChoice>): ReplyButton {
  return { label: t(LABEL[entry.choice]), command: { type: MENU_COMMAND, choice: entry.choice } };
}

/** The menu buttons: each service only if its feature is enabled, then the signed-in extras. */
export function menuButtons(features: Tenant['features'], signedIn: boolean): ReplyButton[] {
  const services = SERVICES.filter((service) => features[service.feature].enabled).map(toButton);
  return signedIn ? [...services, ...SIGNED_IN_EXTRAS.map(toButton)] : services;
}

const CHOICES: readonly string[] = [...SERVICES, ...SIGNED_IN_EXTRAS].map((entry) => entry.choice);

/** The menu choice a tapped command carries, or null for any other command. */
export function menuChoiceOf(command: FlowCommand): MenuChoice | null {
  const choice = command.choice;
  if (command.type !== MENU_COMMAND || typeof choice !== 'string' || !CHOICES.includes(choice)) return null;
  return choice as MenuChoice;
}
