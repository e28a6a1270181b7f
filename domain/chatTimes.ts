import { t } from '../i18n/translate';
import { formatDate, formatTimeWithZone, type Moment } from './days';

/**
 * The agent chat's times by the app's one rule for times (domain/days.ts): the hospital's clock, and
 * '(Colombo time)' after it on a device set to another zone, as session cards and appointments say.
 */

/** A message's time: '9:05 AM', or '9:05 AM (Colombo time)' on a phone set elsewhere. */
export function chatMessageTime(at: Moment): string {
  return formatTimeWithZone(at);
}

/** The divider under an earlier chat: 'Chat completed on 20 May 2025, 2:10 PM' ('Chat closed on …' when closed in error). */
export function chatEndedText(status: string, closedAt: number | null): string {
  if (closedAt === null) return t('chat.endedUndated');
  const when = `${formatDate(closedAt)}, ${formatTimeWithZone(closedAt)}`;
  return status === 'completed' ? t('chat.completedOn', { when }) : t('chat.closedOn', { when });
}
