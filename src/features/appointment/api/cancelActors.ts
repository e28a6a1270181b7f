import type { Client } from '@urql/core';
import type { ActorsOf } from '../../../../flows/actorsOf';
import type { Api } from '../../../../flows/api';
import { CancelAppointmentMutation } from '../graphql/cancel';
import { mutate } from '../../../lib/graphql/operations';

/** The cancel machine's call of the Api (flows/api.ts) and its actor (machines/cancelAppointment.machine.ts). */
export type CancelCalls = Pick<Api, 'cancelAppointment'>;
export type CancelAppointmentActors = ActorsOf<CancelCalls>;

export function cancelCalls(client: Client): CancelCalls {
  return {
    cancelAppointment: async (input) =>
      (await mutate(client, CancelAppointmentMutation, { appointmentId: input.appointmentId })).cancelAppointment,
  };
}
