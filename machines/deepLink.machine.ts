import { setup } from 'xstate';
import { deepLinkRoute, type DeepLink } from '../domain/deepLink';
import { notProvided } from './notProvided';
import type { Patient, Profile } from './types';

export interface DeepLinkInput {
  readonly link: DeepLink;
  /** The signed-in account's token; the link's number is that account's (decided before this runs). */
  readonly accessToken: string;
}

export interface OpenedLink {
  readonly profile: Profile;
  readonly patient: Patient;
  readonly route: string;
}

function linkedPatient(link: DeepLink, profile: Profile): Patient | undefined {
  return profile.patients.find((patient) => patient.id === link.patientId);
}

/**
 * Opens a deep link for the signed-in number (spec 000 §2, 001 §2): the profile is fetched, and the link's
 * patient must be on the account. The app provides `open` (store the profile, make the patient's
 * relationship the current view, go to the route) and `deny` (/accessDenied, also when the profile cannot
 * be read).
 */
export const deepLinkMachine = setup({
  types: {
    input: {} as DeepLinkInput,
    context: {} as DeepLinkInput,
  },
  actors: {
    loadProfile: notProvided<Profile, { accessToken: string }>('loadProfile'),
  },
  actions: {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameter types the action's params
    open: (_args, _opened: OpenedLink) => undefined,
    deny: () => undefined,
  },
  guards: {
    patientOnAccount: ({ context }, profile: Profile) => linkedPatient(context.link, profile) !== undefined,
  },
}).createMachine({
  id: 'deepLink',
  context: ({ input }) => input,
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        onDone: [
          {
            guard: { type: 'patientOnAccount', params: ({ event }) => event.output },
            target: 'opened',
            actions: {
              type: 'open',
              params: ({ context, event }): OpenedLink => {
                const patient = linkedPatient(context.link, event.output);
                if (patient === undefined) throw new Error('unreachable: patientOnAccount found the patient');
                return { profile: event.output, patient, route: deepLinkRoute(context.link) };
              },
            },
          },
          { target: 'denied', actions: 'deny' },
        ],
        onError: { target: 'denied', actions: 'deny' },
      },
    },
    opened: { type: 'final' },
    denied: { type: 'final' },
  },
});
