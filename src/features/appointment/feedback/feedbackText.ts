import { t } from '../../../../i18n/translate';

/**
 * What the feedback modal and the public page say (spec 000 §4, §8; FEEDBACK_THANKS is the spec's), in the active
 * language when read (getters: never at import).
 */
export const FEEDBACK_TEXT = {
  get title(): string {
    return t('appointment.feedback.title');
  },
  get scoreLegend(): string {
    return t('appointment.feedback.scoreLegend');
  },
  get comment(): string {
    return t('appointment.feedback.comment');
  },
  get send(): string {
    return t('appointment.feedback.send');
  },
  get sending(): string {
    return t('appointment.feedback.sending');
  },
  get notNow(): string {
    return t('appointment.feedback.notNow');
  },
  get close(): string {
    return t('appointment.feedback.close');
  },
  get retry(): string {
    return t('appointment.feedback.retry');
  },
  get loading(): string {
    return t('appointment.feedback.loading');
  },
  get locked(): string {
    return t('appointment.feedback.locked');
  },
  given: (score: number): string => t('appointment.feedback.given', { score }),
  visit: (doctor: string, hospital: string): string => t('appointment.feedback.visit', { doctor, hospital }),
  get chooseFirst(): string {
    return t('appointment.feedback.chooseFirst');
  },
};
