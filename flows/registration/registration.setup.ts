import { assign, enqueueActions } from 'xstate';
import type { ProfileField } from '../../domain/profileForm';
import type { Profile } from '../../machines/types';
import { assistantSetup } from '../assistant/assistant.setup';
import { profileCommandEvent } from './registrationButtons';
import { REGISTRATION_TEXT } from './registrationText';
import { t } from '../../i18n/translate';

/** The registration conversation's actions and guards, on the assistant's base. */
export const registrationSetup = assistantSetup.extend({
  actions: {
    /** The profile with the patient just registered, in the conversation's session (the app keeps it through the registration's profileRefreshed). */
    keepRegisteredProfile: assign(({ context }, profile: Profile) => ({
      session: context.session === null ? null : { ...context.session, profile },
    })),
    sayCreationFailed: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'registration.failed') return;
      const counter = context.counter + 1;
      enqueue.assign({ counter });
      enqueue.emit({
        type: 'chat.say',
        id: String(counter),
        from: 'assistant',
        content: {
          kind: 'event',
          outcome: 'failure',
          text: t(REGISTRATION_TEXT.patientCreationFailed),
          detail: event.message,
        },
      });
    }),
    forwardProfileCommand: enqueueActions(({ event, enqueue }) => {
      const command = profileCommandEvent(event);
      if (command !== null) enqueue.sendTo('registration', command);
    }),
  },
  guards: {
    tappedProfileCommand: ({ event }) => profileCommandEvent(event) !== null,
    reviewing: ({ context }) => context.reviewing,
    genderKnown: ({ event }) => event.type === 'registration.fieldAccepted' && event.form.gender !== '',
    invalidField: ({ event }, params: { field: ProfileField }) =>
      event.type === 'registration.invalid' && event.field === params.field,
  },
});
