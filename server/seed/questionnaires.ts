import type { organizations, questionnaires } from '../db/schema';

type Hospital = typeof organizations.$inferInsert;

/** Every hospital's pre-visit questionnaire (development seed): two text questions and one checkBox. */
export function planQuestionnaires(hospitals: readonly Hospital[]): (typeof questionnaires.$inferInsert)[] {
  return hospitals.map((hospital) => ({
    id: `questionnaire-${hospital.id.replace(/^org-/, '')}`,
    organizationId: hospital.id,
    display: 'Before your visit',
    questions: [
      { questionNumber: 1, question: 'What brings you to the doctor?', type: 'text', options: [] },
      {
        questionNumber: 2,
        question: 'Do you have any of these?',
        type: 'checkBox',
        options: [
          { value: 'fever', display: 'Fever' },
          { value: 'cough', display: 'Cough' },
          { value: 'allergies', display: 'Known allergies' },
        ],
      },
      { questionNumber: 3, question: 'Which medicines do you take now?', type: 'text', options: [] },
    ],
  }));
}
