import { QUESTIONNAIRE_SUBMITTED } from '../../../../domain/questionnaire';
import { t } from '../../../../i18n/translate';

/** What the questionnaire block and modal say (spec 000 §5 Questionnaire), in the active language when read. */
export const QUESTIONNAIRE_TEXT = {
  get section(): string {
    return t('appointment.questionnaire.section');
  },
  get answer(): string {
    return t('appointment.questionnaire.answer');
  },
  get viewAnswers(): string {
    return t('appointment.questionnaire.viewAnswers');
  },
  get answeredNote(): string {
    return t('appointment.questionnaire.answeredNote');
  },
  get title(): string {
    return t('appointment.questionnaire.title');
  },
  get loading(): string {
    return t('appointment.questionnaire.loading');
  },
  get none(): string {
    return t('appointment.questionnaire.none');
  },
  get yourAnswers(): string {
    return t('appointment.questionnaire.yourAnswers');
  },
  get answerOne(): string {
    return t('appointment.questionnaire.answerOne');
  },
  get submit(): string {
    return t('appointment.questionnaire.submit');
  },
  get submitting(): string {
    return t('appointment.questionnaire.submitting');
  },
  get submitted(): string {
    return QUESTIONNAIRE_SUBMITTED;
  },
  get retry(): string {
    return t('appointment.questionnaire.retry');
  },
  get close(): string {
    return t('appointment.questionnaire.close');
  },
  get notNow(): string {
    return t('appointment.questionnaire.notNow');
  },
};
