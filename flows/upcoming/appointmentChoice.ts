import { APPOINTMENT_ACTION_LABELS, appointmentActions, type AppointmentAction } from '../../domain/appointmentActions';
import { isUpcoming } from '../../domain/appointmentStatus';
import { t } from '../../i18n/translate';
import { CHAT_UPCOMING_LIMIT, upcomingVisits } from '../../domain/visits';
import type { AppointmentCardData } from '../../machines/types';
import type { AssistantContext, AssistantEvent } from '../assistant/context';
import type { FlowCommand, ReplyButton } from '../chatProtocol';
import { UPCOMING_TEXT } from './upcomingText';

/**
 * Which appointment cards 'What is my upcoming' shows and which of them the patient can act on
 * (domain/appointmentActions.ts): the upcoming ones, then cancelled ones still ahead to reschedule or refund,
 * then recent visits with something left to do (rate a completed visit, reschedule or refund a cancelled one).
 */

const MANAGE_COMMAND = 'appointment.manage';
const ACTION_COMMAND = 'appointment.action';

type Switches = AssistantContext['features'];

export function actionsOf(appointment: AppointmentCardData, now: number, features: Switches): AppointmentAction[] {
  return appointmentActions({ ...appointment, sessionStatus: appointment.session.status }, now, features);
}

export interface AnswerCards {
  readonly upcoming: readonly AppointmentCardData[];
  /**
   * Cancelled appointments whose session is still ahead, with an action left (reschedule or refund): not
   * upcoming any more, and not visits either (issue 29 item 25).
   */
  readonly cancelled: readonly AppointmentCardData[];
  /** Visits whose session began before now, within the last 30 days, with an action left. */
  readonly recent: readonly AppointmentCardData[];
  /** How many upcoming ones My Appointments holds beyond those shown. */
  readonly moreUpcoming: number;
}

export function answerCards(
  appointments: readonly AppointmentCardData[],
  now: number,
  features: Switches,
): AnswerCards {
  const upcoming = upcomingVisits(appointments, now);
  const actionable = appointments.filter(
    (appointment) => !isUpcoming(appointment, now) && actionsOf(appointment, now, features).length > 0,
  );
  const cancelled = actionable.filter((appointment) => appointment.start >= now).sort((a, b) => a.start - b.start);
  const recent = actionable.filter((appointment) => appointment.start < now).sort((a, b) => b.start - a.start);
  return {
    upcoming: upcoming.slice(0, CHAT_UPCOMING_LIMIT),
    cancelled: cancelled.slice(0, CHAT_UPCOMING_LIMIT),
    recent: recent.slice(0, CHAT_UPCOMING_LIMIT),
    moreUpcoming: Math.max(0, upcoming.length - CHAT_UPCOMING_LIMIT),
  };
}

/** The cards of the answer a patient can act on, in the order they are shown. */
export function manageableOf(cards: AnswerCards, now: number, features: Switches): AppointmentCardData[] {
  return [...cards.upcoming, ...cards.cancelled, ...cards.recent].filter(
    (appointment) => actionsOf(appointment, now, features).length > 0,
  );
}

export function actionButtons(appointment: AppointmentCardData, now: number, features: Switches): ReplyButton[] {
  return actionsOf(appointment, now, features).map((action) => ({
    label: t(APPOINTMENT_ACTION_LABELS[action]),
    command: { type: ACTION_COMMAND, action, appointmentId: appointment.id },
  }));
}

export function manageButtons(appointments: readonly AppointmentCardData[], now: number): ReplyButton[] {
  return appointments.map((appointment) => ({
    label: UPCOMING_TEXT.manage(appointment, now),
    command: { type: MANAGE_COMMAND, appointmentId: appointment.id },
  }));
}

function commandOf(event: AssistantEvent): FlowCommand | null {
  return event.type === 'chat.tap' ? event.command : null;
}

/** The appointment a manage button names, among those offered. */
export function managedAppointment(context: AssistantContext, event: AssistantEvent): AppointmentCardData | null {
  const command = commandOf(event);
  if (command?.type !== MANAGE_COMMAND) return null;
  return context.manageable.find((appointment) => appointment.id === command.appointmentId) ?? null;
}

/** The action an action button asks for, on an appointment offered, or null. */
export function tappedAction(
  context: AssistantContext,
  event: AssistantEvent,
): { action: AppointmentAction; appointment: AppointmentCardData } | null {
  const command = commandOf(event);
  if (command?.type !== ACTION_COMMAND) return null;
  const appointment = context.manageable.find((candidate) => candidate.id === command.appointmentId);
  if (appointment === undefined) return null;
  const action = actionsOf(appointment, context.now, context.features).find(
    (candidate) => candidate === command.action,
  );
  return action === undefined ? null : { action, appointment };
}
