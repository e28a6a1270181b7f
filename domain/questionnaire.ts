/** Questionnaire rules (spec 000 §3, §5): text and checkBox questions, submit once at least one is answered. */

export const QUESTIONNAIRE_SUBMITTED = 'Questionnaire Successfully Submitted';
export const QUESTIONNAIRE_ANSWER_MAX = 1000;
/** A checkBox question's answer: the chosen option values joined with this. */
const CHECKBOX_SEPARATOR = ', ';

export interface QuestionLike {
  readonly question: string;
  readonly type: 'text' | 'checkBox';
  readonly options: readonly { readonly value: string; readonly display: string }[];
}

export interface AnswerLike {
  readonly text: string;
  readonly answer: string;
}

/** Submit is enabled once at least one answer is not blank. */
export function hasAnswer(items: readonly AnswerLike[]): boolean {
  return items.some((item) => item.answer.trim() !== '');
}

/** The answer of a checkBox question from the chosen values, in the options' order. */
export function checkBoxAnswer(question: QuestionLike, chosen: readonly string[]): string {
  return question.options
    .filter((option) => chosen.includes(option.value))
    .map((option) => option.value)
    .join(CHECKBOX_SEPARATOR);
}

/** Why these answers cannot be stored, or null: every item answers a question once, checkBox values are options. */
export function questionnaireAnswersProblem(
  questions: readonly QuestionLike[],
  items: readonly AnswerLike[],
): string | null {
  if (!hasAnswer(items)) return 'Please answer at least one question.';
  const seen = new Set<string>();
  for (const item of items) {
    const question = questions.find((candidate) => candidate.question === item.text);
    if (question === undefined || seen.has(item.text))
      return 'Each answer must belong to one question of the questionnaire.';
    seen.add(item.text);
    if (item.answer.length > QUESTIONNAIRE_ANSWER_MAX)
      return `Please keep each answer under ${QUESTIONNAIRE_ANSWER_MAX} characters.`;
    if (question.type === 'checkBox' && item.answer.trim() !== '') {
      const values = item.answer.split(CHECKBOX_SEPARATOR);
      if (values.some((value) => !question.options.some((option) => option.value === value)))
        return 'Please choose among the options given.';
    }
  }
  return null;
}

/** Presenting complaints and observations: code 3, Patient Information (spec 000 §3). */
export const OBSERVATION_CODE = '3';
export const OBSERVATION_CODE_DISPLAY = 'Patient Information';
export const OBSERVATION_MAX = 1000;

/** Why an observation text cannot be sent, or null. */
export function observationProblem(value: string): string | null {
  if (value.trim() === '') return 'Please write what you would like the doctor to know.';
  if (value.length > OBSERVATION_MAX) return `Please keep it under ${OBSERVATION_MAX} characters.`;
  return null;
}
