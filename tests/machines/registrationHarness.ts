import { vi } from 'vitest';
import { createActor, fromPromise, setup, type ActorRefFrom, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { formatError } from '../../domain/errors';
import { answer } from './authHarness';
import {
  registrationMachine,
  type RegistrationInput,
  type RegistrationReport,
} from '../../machines/registration.machine';
import type { CreatePatientInput, Patient, Profile } from '../../machines/types';

export const ACCOUNT: Omit<Profile, 'patients'> = { id: 'profile-1', mobileNo: '94771234567' };

/**
 * A fake API that keeps the account's patients: createPatient adds one, loadProfile returns them all.
 * loadProfile first fails `refetchFailures` times (network), then with every error queued by failNextRefetch.
 */
export function fakeRegistrationApi(options: { refetchFailures?: number } = {}) {
  const calls = { created: [] as { accessToken: string; hospitalId: string; input: CreatePatientInput }[], loads: 0 };
  const patients: Patient[] = [];
  const refetchErrors: Error[] = Array.from(
    { length: options.refetchFailures ?? 0 },
    () => new TypeError('Failed to fetch'),
  );
  const actors = {
    createPatient: fromPromise<Patient, { accessToken: string; hospitalId: string; input: CreatePatientInput }>(
      ({ input }) =>
        answer(() => {
          calls.created.push(input);
          // The server re-checks the form; a family name 'Reject' stands for a form it refuses.
          if (input.input.family === 'Reject') throw new Error(formatError('ARO-E1040'));
          const patient: Patient = {
            id: `patient-${patients.length + 1}`,
            prefix: input.input.prefix,
            given: input.input.given,
            family: input.input.family,
            gender: input.input.gender,
            birthDate: input.input.birthDate,
            relationship: input.input.relationship ?? null,
            hospitalId: input.hospitalId,
            mobileNo: ACCOUNT.mobileNo,
          };
          patients.push(patient);
          return patient;
        }),
    ),
    loadProfile: fromPromise<Profile, { accessToken: string }>(() =>
      answer(() => {
        calls.loads += 1;
        const error = refetchErrors.shift();
        if (error !== undefined) throw error;
        return { ...ACCOUNT, patients: [...patients] };
      }),
    ),
  };
  return {
    machine: registrationMachine.provide({ actors }),
    /** The fake leaf actors, for a machine composed otherwise (on a fixed clock). */
    actors,
    calls,
    patients,
    failNextRefetch: (error: Error): void => {
      refetchErrors.push(error);
    },
  };
}

function describeRegistrationReport(event: AnyEventObject): string {
  const report = event as RegistrationReport;
  switch (report.type) {
    case 'registration.fieldAccepted':
      return `${report.type}:${report.field}`;
    case 'registration.fieldRejected':
    case 'registration.invalid':
      return `${report.type}:${report.field}:${report.message}`;
    case 'registration.relationshipRejected':
    case 'registration.failed':
      return `${report.type}:${report.message}`;
    case 'registration.created':
      return `${report.type}:${report.patient.given.join(' ')}`;
    case 'registration.relationshipNeeded':
      return report.type;
  }
}

/** Runs the registration machine as the child of a parent that records every report. */
export function runRegistration(machine: typeof registrationMachine, input: RegistrationInput) {
  const reports: string[] = [];
  const raw: AnyEventObject[] = [];
  const parent = setup({ actors: { registration: machine } }).createMachine({
    invoke: { id: 'registration', src: 'registration', input },
    on: {
      '*': {
        actions: ({ event }) => {
          if (!event.type.startsWith('registration.')) return;
          raw.push(event);
          reports.push(describeRegistrationReport(event));
        },
      },
    },
  });
  const actor = createActor(parent).start();
  const child = actor.getSnapshot().children.registration as ActorRefFrom<typeof registrationMachine>;
  return {
    raw,
    child,
    snapshot: (): SnapshotFrom<typeof registrationMachine> => child.getSnapshot(),
    send: async (...events: Parameters<typeof child.send>[0][]): Promise<void> => {
      for (const event of events) child.send(event);
      await vi.advanceTimersByTimeAsync(0);
    },
    take: (): string[] => reports.splice(0),
  };
}
