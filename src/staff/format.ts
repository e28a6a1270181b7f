import { formatShortDate, formatTime } from '../../domain/days';
import '../sessions/hospitalTime';

/** Today's times as '9:05 AM'; earlier days with their date ('Wed, 18 Jun, 9:05 AM'). */
export function staffTime(at: number, now: number): string {
  const then = new Date(at);
  const today = new Date(now);
  const sameDay = then.getFullYear() === today.getFullYear() && then.getMonth() === today.getMonth() && then.getDate() === today.getDate();
  return sameDay ? formatTime(at) : `${formatShortDate(at)}, ${formatTime(at)}`;
}

/** '+94 77 123 4567' for a stored 94… number; anything else as it is. */
export function displayMobile(mobileNo: string): string {
  const match = /^94(\d{2})(\d{3})(\d{4})$/.exec(mobileNo);
  return match === null ? mobileNo : `+94 ${match[1] ?? ''} ${match[2] ?? ''} ${match[3] ?? ''}`;
}

/** The tel: link of a stored number. */
export function telHref(mobileNo: string): string {
  return `tel:+${mobileNo.replace(/\D/g, '')}`;
}
