import type { Relationship } from '../../../../domain/profileForm';

/** What the relationship modal says (spec 000 §2 'This account is for?'); Me reads as 'you'. */
export const RELATIONSHIP_TEXT = {
  title: 'This account is for?',
  choices: 'Relationship',
  whichTitle: (relationship: Relationship): string =>
    relationship === 'Me' ? 'Which of these is you?' : `Which of these is your ${relationship}?`,
  noneOfThese: 'None of these',
  confirmTitle: 'Please confirm',
  question: (name: string, relationship: Relationship): string =>
    relationship === 'Me' ? `Are you ${name}?` : `${name} is your ${relationship}?`,
  confirm: 'Confirm',
  saving: 'Please wait, saving…',
  notFoundTitle: 'Profile not found',
  notFound: (relationship: Relationship): string =>
    relationship === 'Me' ? "We couldn't find your profile" : `We couldn't find a profile for your ${relationship}`,
  addProfile: 'Add new profile',
  back: 'Back',
  close: 'Close',
} as const;
