import type { AuthReport } from '../../machines/auth.machine';
import type { BookingReport } from '../../machines/booking.machine';
import type { RegistrationReport } from '../../machines/registration.machine';
import type { Session } from '../../machines/types';
import {
  APPOINTMENT_ACTION_START,
  type AppointmentActionContext,
} from '../appointmentActions/appointmentAction.context';
import { bookingContext, type BookingContext } from '../booking/booking.context';
import type { TranscriptInput } from '../chatProtocol';
import { handoverContext, type HandoverContext } from '../handover/handover.context';
import { orderContext, type OrderContext } from '../orders/order.context';
import type { ChatOrderCategory } from '../orders/orderDraft';
import { REGISTRATION_START, type RegistrationContext } from '../registration/registration.context';
import { SIGN_IN_START, type SignInContext } from '../signIn/signIn.context';
import type { AssistantInput } from './input';
import { sharedContext, type SharedContext } from './shared.context';

/**
 * What the assistant and every conversation composed into it share: one input, one context, one event
 * union. The context is the merge of the shared part (shared.context.ts) and each conversation's own slice,
 * declared beside the conversation (`<name>.context.ts`), and so is its start (initialContext). The transcript
 * itself is never kept (it only grows), only the counter its bubble ids come from.
 */

export type { AssistantInput } from './input';

/**
 * From the app rather than the transcript: the login changed (a sign-in or logout on another screen or in
 * another tab, a profile update), sent on every connect and change, so a conversation resumed from storage
 * knows the login it was not there for; or a page only for signed-in patients was asked for signed out.
 */
export type SessionEvent =
  | { readonly type: 'session.changed'; readonly session: Session | null }
  | { readonly type: 'session.signInFor'; readonly route: string }
  /** /chat-home/{category} (spec 001 §2): start that order's conversation, after a sign-in when signed out. */
  | { readonly type: 'session.orderFor'; readonly category: ChatOrderCategory };

export type AssistantEvent = TranscriptInput | AuthReport | RegistrationReport | BookingReport | SessionEvent;

export interface AssistantContext
  extends
    SharedContext,
    SignInContext,
    RegistrationContext,
    HandoverContext,
    BookingContext,
    AppointmentActionContext,
    OrderContext {}

/**
 * The assistant's context at its start: the shared part and each conversation's slice. The same for the whole
 * assistant and for its opening (opening.ts), so the slices' modules hold only types and start values.
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
