import type { DeepLink } from '../../domain/deepLink';
import type { Understanding } from '../../domain/intent';
import type { Session, SessionCardData } from '../../machines/types';
import type { Tenant } from '../../tenants/schema';
import type { UnavailableChoice } from '../assistantMenu';
import type { ChatOrderCategory } from '../orders/orderDraft';
import type { AssistantInput } from './input';

/**
 * What the root and every conversation share (the rest of the context is a conversation's own slice, declared
 * beside it): the tenant and the clock, the login, the counter bubble ids come from, and what waits for a
 * sign-in (and a registration): the root's `signedIn` reads it to go on where the patient was.
 */
export interface SharedContext {
  readonly features: Tenant['features'];
  readonly now: number;
  readonly hospitalId: string;
  readonly session: Session | null;
  readonly deepLink: DeepLink | null;
  /** Bubble ids: `${counter}`, so a replayed conversation gets the same ids. */
  readonly counter: number;
  /** The menu choice being answered. */
  readonly choice: UnavailableChoice | null;
  /** What the patient typed last: into the doctor or speciality search, or beside the menu. */
  readonly query: string;

  // Waiting for the sign-in (and a registration)
  /** A deep link's route, or a page asked for signed out (session.signInFor), opened once signed in. */
  readonly pendingRoute: string | null;
  /** A deep link's number: its code is sent without asking. */
  readonly signInMobile: string | null;
  /** Chat With Hospital was tapped signed out: the hand-over follows the sign-in (and a registration). */
  readonly pendingHandover: boolean;
  /** Kept through a sign-in (and a registration): the booking resumes with it. */
  readonly pickedSession: SessionCardData | null;
  /** An order asked for signed out (the menu or /chat-home/{category}): its conversation follows the sign-in. */
  readonly pendingOrder: ChatOrderCategory | null;
  /**
   * A sentence typed to the assistant, understood, until it is answered: kept through a sign-in (and a
   * registration) when what it asks needs the account, and read by the booking search when it asks for a
   * session. Optional: a conversation stored before it existed resumes without it.
   */
  readonly typed?: Understanding | null;
}

export function sharedContext(input: AssistantInput): SharedContext {
  return {
    features: input.features,
    now: input.now,
    hospitalId: input.hospitalId,
    session: input.session,
    deepLink: input.deepLink,
    counter: 0,
    choice: null,
    query: '',
    pendingRoute: null,
    signInMobile: null,
    pendingHandover: false,
    pickedSession: null,
    pendingOrder: null,
    typed: null,
  };
}
