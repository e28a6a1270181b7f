/** Routes of the booking screens (spec 000 §2), built in one place so machines, screens and the server agree. */

export type PaymentReturnStatus = 'success' | 'Failure';

export interface AppointmentRouteInput {
  readonly sessionId: string;
  readonly appointmentId: string;
  /** Set on the way back from a payment gateway. */
  readonly paymentStatus?: PaymentReturnStatus;
  /** The calendar file's join link: the page joins the video call on opening, when it may be joined. */
  readonly join?: typeof JOIN_VIDEO;
}

/** The value of the appointment route's `join` parameter that asks to join the video call. */
export const JOIN_VIDEO = 'video';

/** /view/appointment?sessionId=S&appointmentId=A[&paymentStatus=success|Failure][&join=video] */
export function appointmentRoute({ sessionId, appointmentId, paymentStatus, join }: AppointmentRouteInput): string {
  const query = new URLSearchParams({ sessionId, appointmentId });
  if (paymentStatus !== undefined) query.set('paymentStatus', paymentStatus);
  if (join !== undefined) query.set('join', join);
  return `/view/appointment?${query.toString()}`;
}

/** /view/session?sessionId=S */
export function sessionRoute(sessionId: string): string {
  return `/view/session?${new URLSearchParams({ sessionId }).toString()}`;
}

/**
 * /view/session?sessionId=S&appointmentId=A: the session page paying this existing appointment from its
 * invoice (Retry payment of a held booking, Pay now of one booked to pay at the hospital), never reserving another token.
 */
export function payAppointmentRoute(sessionId: string, appointmentId: string): string {
  return `${sessionRoute(sessionId)}&${new URLSearchParams({ appointmentId }).toString()}`;
}

/** Where a booking made in the chat comes back from the gateway: the chat, which checks the appointment and tells the outcome. */
const CHAT_PAYMENT_RETURN = '/chat-home';

/**
 * Where a payment gateway sends the browser back: the appointment, with the outcome; a booking made in the
 * chat goes back to the chat (the outcome is in the url all the same, though the chat asks the server).
 */
export function paymentReturnUrls(
  sessionId: string,
  appointmentId: string,
  channel: 'chat' | 'flat' = 'flat',
): { readonly successUrl: string; readonly failureUrl: string } {
  if (channel === 'chat')
    return {
      successUrl: `${CHAT_PAYMENT_RETURN}?paymentStatus=success`,
      failureUrl: `${CHAT_PAYMENT_RETURN}?paymentStatus=Failure`,
    };
  return {
    successUrl: appointmentRoute({ sessionId, appointmentId, paymentStatus: 'success' }),
    failureUrl: appointmentRoute({ sessionId, appointmentId, paymentStatus: 'Failure' }),
  };
}

/** Characters a return path may hold: no whitespace, control characters, backslashes, quotes or '#'. */
const APP_PATH = /^\/(?!\/)[A-Za-z0-9/?&=._~%+-]*$/;

/**
 * A same-origin path ('/view/…'), never another host: a single leading '/' followed only by
 * [A-Za-z0-9/?&=._~%+-]. Browsers strip tabs and newlines and read '\\' as '/', so '/\t/evil', '/\\evil'
 * and '//evil' would all leave the origin; they are refused, as is 'https://…'. The one rule for every
 * path the app is told to go to: payment returns, gateway pages, and the forms' back parameter.
 */
export function isAppPath(url: string): boolean {
  return APP_PATH.test(url);
}
