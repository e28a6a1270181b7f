import type { Client } from '@urql/core';
import { DEFAULT_ERROR_MESSAGE } from '../../../../domain/errors';
import type { ActorsOf } from '../../../../flows/actorsOf';
import type { Api } from '../../../../flows/api';
import type { Patient, Profile } from '../../../../machines/types';
import { CompleteAuthenticationMutation, InitiateAuthenticationMutation } from '../graphql/auth';
import { readFragment, type FragmentOf, type ResultOf } from '../../../lib/graphql/graphql';
import { CreatePatientMutation, ProfileQuery } from '../graphql/profile';
import { PatientFields } from '../../../lib/graphql/patient';
import type { AuthContext } from '../../../lib/client/client';
import { operationError } from '../../../lib/graphql/operations';
import { initiationOfCodeAlreadySent } from './codeAlreadySent';
import {
  browserInitiationStorage,
  forgetOwnInitiation,
  rememberOwnInitiation,
  type InitiationStorage,
} from './ownInitiations';

/** The sign-in's leaf actors (machines/auth.machine.ts) and the registration's (machines/registration.machine.ts). */
export type AuthActors = ActorsOf<Pick<Api, 'initiateAuthentication' | 'completeAuthentication' | 'loadProfile'>>;
export type RegistrationActors = ActorsOf<Pick<Api, 'createPatient' | 'loadProfile'>>;

function withToken(accessToken: string): AuthContext & { requestPolicy: 'network-only' } {
  return { accessToken, requestPolicy: 'network-only' };
}

/** The stored login's token and the client's session-error handling (ARO-E1022/E1023/E1024). */
const WITH_STORED_LOGIN = { requestPolicy: 'network-only' } as const;

export function toPatient(masked: FragmentOf<typeof PatientFields>): Patient {
  const patient = readFragment(PatientFields, masked);
  const { address } = patient;
  return {
    ...patient,
    given: [...patient.given],
    link: [...patient.link],
    address: address && { ...address, line: [...address.line] },
  };
}

export function toProfile(data: ResultOf<typeof ProfileQuery>['queryOneProfile']): Profile {
  return { id: data.id, mobileNo: data.mobileNo, patients: data.patients.map(toPatient) };
}

/**
 * With the token it is given: right after a code is verified that is a sign-in in progress (not stored
 * yet); for registration's refetch it is the stored login, so its errors still sign the patient out.
 * One implementation for both, as the assistant gives its children a single loadProfile.
 */
async function fetchProfile(client: Client, accessToken: string): Promise<Profile> {
  const result = await client.query(ProfileQuery, {}, withToken(accessToken)).toPromise();
  if (result.error) throw operationError(result.error);
  if (!result.data) throw new Error(DEFAULT_ERROR_MESSAGE);
  return toProfile(result.data.queryOneProfile);
}

/** The sign-in and registration calls of the Api (flows/api.ts). */
export type AuthCalls = Pick<
  Api,
  'initiateAuthentication' | 'completeAuthentication' | 'loadProfile' | 'createPatient'
>;

/**
 * `own` keeps the codes this browser asked for (localStorage by default), so a reload or another tab
 * resumes its own code: the server's ARO-E1031 never says which code was sent.
 */
export function authCalls(
  client: Client,
  own: InitiationStorage | null = browserInitiationStorage(),
  now: () => number = Date.now,
): AuthCalls {
  return {
    initiateAuthentication: async (input) => {
      const result = await client.mutation(InitiateAuthenticationMutation, { username: input.mobile }).toPromise();
      if (result.error) {
        // A code this browser asked for less than a minute ago is asked for, not refused.
        const alreadySent = initiationOfCodeAlreadySent(result.error, own, now());
        if (alreadySent !== null) return alreadySent;
        throw operationError(result.error);
      }
      if (!result.data) throw new Error(DEFAULT_ERROR_MESSAGE);
      rememberOwnInitiation(own, result.data.initiateAuthentication, now());
      return result.data.initiateAuthentication;
    },
    completeAuthentication: async (input) => {
      const result = await client
        .mutation(CompleteAuthenticationMutation, { id: input.id, code: input.code })
        .toPromise();
      if (result.error) throw operationError(result.error);
      if (!result.data) throw new Error(DEFAULT_ERROR_MESSAGE);
      const { outcome, accessToken, triesLeft } = result.data.completeAuthentication;
      // Nothing left to resume: verified, or the code can no longer be typed.
      if (outcome !== 'failed') forgetOwnInitiation(own, input.id);
      return { outcome, accessToken, triesLeft };
    },
    loadProfile: (input) => fetchProfile(client, input.accessToken),
    // Registration happens signed in, so its requests carry the stored login (not the machine's copy of the
    // token) and a session error signs out.
    createPatient: async (input) => {
      const result = await client
        .mutation(CreatePatientMutation, { hospitalId: input.hospitalId, args: input.input }, WITH_STORED_LOGIN)
        .toPromise();
      if (result.error) throw operationError(result.error);
      if (!result.data) throw new Error(DEFAULT_ERROR_MESSAGE);
      return toPatient(result.data.createPatient);
    },
  };
}
