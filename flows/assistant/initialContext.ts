import { APPOINTMENT_ACTION_START } from '../appointmentActions/appointmentAction.context';
import { bookingContext } from '../booking/booking.context';
import { handoverContext } from '../handover/handover.context';
import { orderContext } from '../orders/order.context';
import { REGISTRATION_START } from '../registration/registration.context';
import { SIGN_IN_START } from '../signIn/signIn.context';
import type { AssistantContext } from './context';
import type { AssistantInput } from './input';
import { sharedContext } from './shared.context';

/**
 * The assistant's context at its start: the shared part and each conversation's slice (context.ts). The same for
 * the whole assistant and for its opening (opening.ts), so the slices' modules hold only types and start values.
 */
export function initialContext(input: AssistantInput): AssistantContext {
  return {
    ...sharedContext(input),
    ...SIGN_IN_START,
    ...REGISTRATION_START,
    ...handoverContext(input),
    ...bookingContext(input),
    ...APPOINTMENT_ACTION_START,
    ...orderContext(input),
  };
}
