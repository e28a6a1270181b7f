import { fromPromise } from 'xstate';
import { formatError } from '../../domain/errors';
import type { Completion, Initiation } from '../../machines/auth.machine';
import type { CreatePatientInput, Patient, Profile } from '../../machines/types';
import type { FlowApi } from '../../flows/compose';
import type { ScriptClock } from './scriptClock';

/**
 * The API as the server behaves (server/schema.graphql), answering after a network delay on the
 * script's clock: a code per send (only the latest verifies), accounts with their patients,
 * createPatient adding one. Patient data here is made up for the scripts and masked when saved.
 */

export interface ScriptedApi {
  readonly actors: FlowApi;
  /** The code of the latest SMS, as the patient reads it. */
  latestCode(): string;
}

const LATENCY_MS = { initiate: 420, complete: 260, profile: 180, create: 350 } as const;

function codeOf(send: number): string {
  return String(1000 + ((send * 3571 + 4821) % 9000));
}

export function scriptedApi(clock: Pick<ScriptClock, 'setTimeout'>, accounts: Record<string, Patient[]>): ScriptedApi {
  let sends = 0;
  /** The number the latest code went to: its account is the one signed in. */
  let lastMobile = '';
  const tokens = new Map<string, string>();
  const later = <T>(ms: number, answer: () => T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      clock.setTimeout(() => {
        try {
          resolve(answer());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }, ms);
    });
  const profileOf = (accessToken: string): Profile => {
    const mobileNo = tokens.get(accessToken);
    if (mobileNo === undefined) throw new Error(formatError('ARO-E1023'));
    return { id: `profile-${mobileNo}`, mobileNo, patients: [...(accounts[mobileNo] ?? [])] };
  };

  const actors: FlowApi = {
    initiateAuthentication: fromPromise<Initiation, { mobile: string }>(({ input }) =>
      later(LATENCY_MS.initiate, () => {
        sends += 1;
        lastMobile = input.mobile;
        return { id: `initiation-${sends}`, mobileNo: input.mobile, resendAfterSeconds: 60 };
      }),
    ),
    completeAuthentication: fromPromise<Completion, { id: string; code: number }>(({ input }) =>
      later(LATENCY_MS.complete, (): Completion => {
        if (input.id !== `initiation-${sends}` || String(input.code) !== codeOf(sends)) return { outcome: 'failed', accessToken: null, triesLeft: 4 };
        const accessToken = `token-${sends}-${input.id}`;
        tokens.set(accessToken, lastMobile);
        return { outcome: 'succeeded', accessToken, triesLeft: 5 };
      }),
    ),
    loadProfile: fromPromise<Profile, { accessToken: string }>(({ input }) => later(LATENCY_MS.profile, () => profileOf(input.accessToken))),
    createPatient: fromPromise<Patient, { accessToken: string; hospitalId: string; input: CreatePatientInput }>(({ input }) =>
      later(LATENCY_MS.create, () => {
        const { mobileNo, patients } = profileOf(input.accessToken);
        const patient: Patient = {
          id: `patient-${patients.length + 1}`,
          prefix: input.input.prefix,
          given: input.input.given,
          family: input.input.family,
          gender: input.input.gender,
          birthDate: input.input.birthDate,
          relationship: input.input.relationship ?? null,
          hospitalId: input.hospitalId,
          mobileNo,
        };
        accounts[mobileNo] = [...patients, patient];
        return patient;
      }),
    ),
  };
  return { actors, latestCode: () => codeOf(sends) };
}
