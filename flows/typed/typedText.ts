import type { AppointmentAction } from '../../domain/appointmentActions';
import type { Intent } from '../../domain/intent';
import { t } from '../../i18n/translate';

/**
 * The assistant's wording for typed requests (flows/typed/), from the catalogue area `typed` (i18n/po/<language>/
 * typed.po); the spec has none for them. Read when the bubble is said, so it is in the language active then.
 */

/** The services a sentence can ask for that a tenant may switch off, as the answer names them. */
export type OfferedService = Extract<
  Intent,
  'book' | 'video' | 'medicationOrder' | 'examinationOrder' | 'procedureOrder' | 'agentChat' | 'cancel' | 'refund'
>;

export const TYPED_TEXT = {
  get greeting(): string {
    return t('typed.greeting');
  },
  get thanks(): string {
    return t('typed.thanks');
  },
  get help(): string {
    return t('typed.help');
  },
  get notUnderstood(): string {
    return t('typed.notUnderstood');
  },
  get orderCancel(): string {
    return t('typed.orderCancel');
  },
  notOffered: (service: OfferedService): string => t('typed.notOffered', { service }),
  noAppointmentFor: (action: AppointmentAction): string => t('typed.noAppointmentFor', { action }),
  whichFor: (action: AppointmentAction): string => t('typed.whichFor', { action }),
  get unread(): string {
    return t('typed.unread');
  },
  get appointmentsFailed(): string {
    return t('typed.appointmentsFailed');
  },
} as const;
