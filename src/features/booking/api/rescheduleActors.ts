import type { Client } from '@urql/core';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import { DEFAULT_ERROR_MESSAGE } from '../../../../domain/errors';
import type { RescheduledAppointment, RescheduleSource } from '../../../../machines/reschedule.machine';
import { RescheduleAppointmentMutation, RescheduleSourceQuery } from '../graphql/reschedule';
import { dataOf, mutate } from '../../../lib/graphql/operations';

/** The reschedule machine's actors (machines/reschedule.machine.ts). */
export interface RescheduleActors {
  readonly loadRescheduleSource: PromiseActorLogic<RescheduleSource, { appointmentId: string }>;
  readonly rescheduleAppointment: PromiseActorLogic<
    RescheduledAppointment,
    { appointmentId: string; sessionId: string }
  >;
}

/** GraphQL-backed actors of the reschedule confirmation (src/features/booking/session/RescheduleConfirm.tsx). */
export function rescheduleActors(client: Client, originChannel: 'flat' | 'chat'): RescheduleActors {
  return {
    loadRescheduleSource: fromPromise(async ({ input }) => {
      const data = dataOf(
        await client
          .query(RescheduleSourceQuery, { id: input.appointmentId }, { requestPolicy: 'network-only' })
          .toPromise(),
      );
      const [found] = data.queryAppointment;
      if (found === undefined) throw new Error(DEFAULT_ERROR_MESSAGE);
      return {
        id: found.id,
        status: found.status,
        paymentStatus: found.appointmentPaymentStatus,
        practitionerPaymentStatus: found.practitionerPaymentStatus ?? null,
        refundStatus: found.appointmentPaymentRefundStatus ?? null,
        rescheduledBy: found.appointmentRescheduledBy ?? null,
        sessionStatus: found.session.status,
        cancelReason: found.cancelReason ?? null,
      };
    }),
    rescheduleAppointment: fromPromise(
      async ({ input }) =>
        (
          await mutate(client, RescheduleAppointmentMutation, {
            input: {
              appointmentId: input.appointmentId,
              sessionId: input.sessionId,
              appointmentOriginChannel: originChannel,
            },
          })
        ).rescheduleAppointment,
    ),
  };
}
