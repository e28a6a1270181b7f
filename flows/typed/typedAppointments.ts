import { APPOINTMENT_ACTIONS, type AppointmentAction } from '../../domain/appointmentActions';
import { startsWithin } from '../../domain/dayWindow';
import { startOfDay } from '../../domain/days';
import type { Understanding } from '../../domain/intent';
import { practitionerMatches } from '../../domain/search';
import type { AppointmentCardData } from '../../machines/types';
import type { AssistantContext, AssistantEvent } from '../assistant/context';
import type { ReplyButton } from '../chatProtocol';
import { actionsOf } from '../upcoming/appointmentChoice';
import { UPCOMING_TEXT } from '../upcoming/upcomingText';

/**
 * Which appointment a typed 'cancel my appointment' (or reschedule, refund, feedback, upload) is about: those
 * the action can be done on now (domain/appointmentActions.ts, as the cards' buttons), narrowed to the day and
 * the doctor the sentence names when that leaves any; the coming ones first, soonest first.
 */

/** Most appointments offered to choose from. */
const CHOICES_LIMIT = 6;

const TYPED_APPOINTMENT_COMMAND = 'typed.appointment';

/** The after-booking action a typed request asks for, or null. */
export function typedAction(understanding: Understanding | null | undefined): AppointmentAction | null {
  const intent = understanding?.intent;
  return APPOINTMENT_ACTIONS.find((action) => action === intent) ?? null;
}

function narrowed(
  appointments: readonly AppointmentCardData[],
  keep: (appointment: AppointmentCardData) => boolean,
): readonly AppointmentCardData[] {
  const kept = appointments.filter(keep);
  return kept.length > 0 ? kept : appointments;
}

export function appointmentsFor(
  understanding: Understanding,
  appointments: readonly AppointmentCardData[],
  context: Pick<AssistantContext, 'now' | 'features'>,
): AppointmentCardData[] {
  const action = typedAction(understanding);
  if (action === null) return [];
  const today = startOfDay(context.now);
  const possible = appointments.filter((appointment) =>
    actionsOf(appointment, context.now, context.features).includes(action),
  );
  const { when } = understanding;
  const onDay =
    when === null ? possible : narrowed(possible, (appointment) => startsWithin(appointment.session.startTime, when));
  const names = understanding.rest.filter((word) => word.length >= 3);
  const withDoctor =
    names.length === 0
      ? onDay
      : narrowed(onDay, (appointment) =>
          names.some((name) => practitionerMatches(name, { name: appointment.session.doctorName, roles: [] })),
        );
  const coming = withDoctor
    .filter((appointment) => appointment.session.startTime >= today)
    .sort((a, b) => a.session.startTime - b.session.startTime);
  const past = withDoctor
    .filter((appointment) => appointment.session.startTime < today)
    .sort((a, b) => b.session.startTime - a.session.startTime);
  return [...coming, ...past].slice(0, CHOICES_LIMIT);
}

export function appointmentButtons(appointments: readonly AppointmentCardData[], now: number): ReplyButton[] {
  return appointments.map((appointment) => ({
    label: UPCOMING_TEXT.manage(appointment, now),
    command: { type: TYPED_APPOINTMENT_COMMAND, appointmentId: appointment.id },
  }));
}

/** The appointment a tapped choice names, among those offered. */
export function chosenAppointment(
  context: Pick<AssistantContext, 'manageable'>,
  event: AssistantEvent,
): AppointmentCardData | null {
  if (event.type !== 'chat.tap' || event.command.type !== TYPED_APPOINTMENT_COMMAND) return null;
  return context.manageable.find((appointment) => appointment.id === event.command.appointmentId) ?? null;
}
