import { formatShortDate, formatTime } from '../../domain/days';
import '../config/hospitalTime';

/** Today's times as '9:05 AM'; earlier days with their date ('Wed, 18 Jun, 9:05 AM'). */
export function staffTime(at: number, now: number): string {
  const then = new Date(at);
  const today = new Date(now);
  const sameDay =
    then.getFullYear() === today.getFullYear() &&
    then.getMonth() === today.getMonth() &&
    then.getDate() === today.getDate();
  return sameDay ? formatTime(at) : `${formatShortDate(at)}, ${formatTime(at)}`;
}

/** The tel: link of a stored number. */
export function telHref(mobileNo: string): string {
  return `tel:+${mobileNo.replace(/\D/g, '')}`;
}
