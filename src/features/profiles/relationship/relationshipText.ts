import { relationshipName, type Relationship } from '../../../../domain/profileForm';
import { t } from '../../../../i18n/translate';

/**
 * What the relationship modal says (spec 000 §2 'This account is for?') in the active language; Me reads as 'you'.
 * A function, so it is worded when the modal renders.
 */
export interface RelationshipText {
  readonly title: string;
  readonly choices: string;
  readonly whichTitle: (relationship: Relationship) => string;
  readonly noneOfThese: string;
  readonly confirmTitle: string;
  readonly question: (name: string, relationship: Relationship) => string;
  readonly confirm: string;
  readonly saving: string;
  readonly notFoundTitle: string;
  readonly notFound: (relationship: Relationship) => string;
  readonly addProfile: string;
  readonly back: string;
  readonly close: string;
}

export function relationshipText(): RelationshipText {
  return {
    title: t('registration.askRelationship'),
    choices: t('profiles.relationship'),
    whichTitle: (relationship: Relationship): string =>
      relationship === 'Me'
        ? t('profiles.whichMe')
        : t('profiles.which', { relationship: relationshipName(relationship) }),
    noneOfThese: t('profiles.noneOfThese'),
    confirmTitle: t('profiles.confirmTitle'),
    question: (name: string, relationship: Relationship): string =>
      relationship === 'Me'
        ? t('profiles.questionMe', { name })
        : t('profiles.question', { name, relationship: relationshipName(relationship) }),
    confirm: t('profiles.confirm'),
    saving: t('profiles.saving'),
    notFoundTitle: t('profiles.notFoundTitle'),
    notFound: (relationship: Relationship): string =>
      relationship === 'Me'
        ? t('profiles.notFoundMe')
        : t('profiles.notFound', { relationship: relationshipName(relationship) }),
    addProfile: t('profiles.addProfile'),
    back: t('profiles.back'),
    close: t('profiles.close'),
  };
}
