/** Routes of the booking screens (spec 000 §2), built in one place so machines, screens and the server agree. */

export type PaymentReturnStatus = 'success' | 'Failure';

export interface AppointmentRouteInput {
  readonly sessionId: string;
  readonly appointmentId: string;
  /** Set on the way back from a payment gateway. */
  readonly paymentStatus?: PaymentReturnStatus;
}

/** /view/appointment?sessionId=S&appointmentId=A[&paymentStatus=success|Failure] */
export function appointmentRoute({ sessionId, appointmentId, paymentStatus }: AppointmentRouteInput): string {
  const query = new URLSearchParams({ sessionId, appointmentId });
  if (paymentStatus !== undefined) query.set('paymentStatus', paymentStatus);
  return `/view/appointment?${query.toString()}`;
}

/** /view/session?sessionId=S */
export function sessionRoute(sessionId: string): string {
  return `/view/session?${new URLSearchParams({ sessionId }).toString()}`;
}

/** Where a payment gateway sends the browser back: the appointment, with the outcome. */
export function paymentReturnUrls(sessionId: string, appointmentId: string): { readonly successUrl: string; readonly failureUrl: string } {
  return {
    successUrl: appointmentRoute({ sessionId, appointmentId, paymentStatus: 'success' }),
    failureUrl: appointmentRoute({ sessionId, appointmentId, paymentStatus: 'Failure' }),
  };
}

/** A same-origin path ('/view/…'), never another host ('//evil', 'https://…'): the only return URLs accepted. */
export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') && !/[\r\n]/.test(url);
}
