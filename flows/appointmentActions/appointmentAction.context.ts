import type { AppointmentCardData } from '../../machines/types';

/**
 * The appointment actions' own context (flows/appointmentActions/): the cards the patient can act on and the one
 * an action runs on. The conversations that lead to an action fill it before they enter it, as an input: the
 * upcoming appointments (flows/upcoming/) and a typed 'cancel my appointment' (flows/typed/).
 */
export interface AppointmentActionContext {
  /** The cards of the last answer the patient can act on. */
  readonly manageable: readonly AppointmentCardData[];
  /** The appointment an action is running on. */
  readonly actionAppointment: AppointmentCardData | null;
  /** The action machine's step last said: a change of its context within a step (a note typed) says nothing again. */
  readonly actionStep: string | null;
}

export const APPOINTMENT_ACTION_START: AppointmentActionContext = {
  manageable: [],
  actionAppointment: null,
  actionStep: null,
};
