import { DEFAULT_PAYMENT_GATEWAY } from '../../domain/paymentGateways';
import { NEW_BOOKING, type AssistantContext, type AssistantInput } from './context';

/** The assistant's context at its start: the same for the whole assistant and for its opening (opening.ts). */
export function initialContext(input: AssistantInput): AssistantContext {
  return {
    features: input.features,
    now: input.now,
    hospitalId: input.hospitalId,
    chatHospitalId: input.chatHospitalId ?? input.hospitalId,
    session: input.session,
    deepLink: input.deepLink,
    counter: 0,
    choice: null,
    signInMobile: null,
    pendingRoute: null,
    typed: null,
    pendingHandover: false,
    secondsLeft: 0,
    reviewing: false,
    gateways: input.gateways ?? [DEFAULT_PAYMENT_GATEWAY],
    video: false,
    catalogue: null,
    recentDoctors: [],
    savedCards: [],
    manageable: [],
    actionAppointment: null,
    actionStep: null,
    orderHospitalIds: input.orderHospitalIds ?? {
      Medication: input.hospitalId,
      Examination: input.hospitalId,
      Procedure: input.hospitalId,
    },
    order: null,
    pendingOrder: null,
    ...NEW_BOOKING,
  };
}
