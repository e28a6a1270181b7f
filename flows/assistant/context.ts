import type { AuthReport } from '../../machines/auth.machine';
import type { BookingReport } from '../../machines/booking.machine';
import type { RegistrationReport } from '../../machines/registration.machine';
import type { Session } from '../../machines/types';
import type { AppointmentActionContext } from '../appointmentActions/appointmentAction.context';
import type { BookingContext } from '../booking/booking.context';
import type { TranscriptInput } from '../chatProtocol';
import type { HandoverContext } from '../handover/handover.context';
import type { OrderContext } from '../orders/order.context';
import type { ChatOrderCategory } from '../orders/orderDraft';
import type { RegistrationContext } from '../registration/registration.context';
import type { SignInContext } from '../signIn/signIn.context';
import type { SharedContext } from './shared.context';

/**
 * What the assistant and every conversation composed into it share: one input, one context, one event
 * union. The context is the merge of the shared part (shared.context.ts) and each conversation's own slice,
 * declared beside the conversation (`<name>.context.ts`); initialContext.ts merges their starting values. The
 * transcript itself is never kept (it only grows), only the counter its bubble ids come from.
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
