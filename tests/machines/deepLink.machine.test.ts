import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { deepLinkRoute, type DeepLink } from '../../domain/deepLink';
import { deepLinkMachine, type OpenedLink } from '../../machines/deepLink.machine';
import type { Patient, Profile } from '../../machines/types';

const MOTHER: Patient = {
  id: 'patient-mother',
  prefix: 'Mrs',
  given: ['Kamala'],
  family: 'Perera',
  gender: 'female',
  birthDate: '1960-03-02',
  relationship: 'Mother',
  hospitalId: 'org-colombo',
  mobileNo: '94771234567',
};
const PROFILE: Profile = { id: 'profile-1', mobileNo: '94771234567', patients: [MOTHER] };
const LINK: DeepLink = {
  kind: 'appointment',
  mobile: '94771234567',
  patientId: 'patient-mother',
  sessionId: 's1',
  appointmentId: 'a1',
  extra: 'x',
};

/** Runs the machine with a fake profile API; records what the app would be asked to do. */
async function open(link: DeepLink, profile: () => Promise<Profile>) {
  const opened: OpenedLink[] = [];
  let denied = 0;
  const tokens: string[] = [];
  const machine = deepLinkMachine.provide({
    actors: {
      loadProfile: fromPromise<Profile, { accessToken: string }>(({ input }) => {
        tokens.push(input.accessToken);
        return profile();
      }),
    },
    actions: {
      open: (_, link: OpenedLink) => void opened.push(link),
      deny: () => void (denied += 1),
    },
  });
  const actor = createActor(machine, { input: { link, accessToken: 'token-1' } }).start();
  await toPromise(actor);
  return { state: actor.getSnapshot().value, opened, denied, tokens };
}

describe('deep link machine', () => {
  it('opens the route for a patient of the account, with the profile and that patient (for the relationship view)', async () => {
    const run = await open(LINK, () => Promise.resolve(PROFILE));
    expect(run.state).toBe('opened');
    expect(run.tokens).toEqual(['token-1']);
    expect(run.opened).toEqual([{ profile: PROFILE, patient: MOTHER, route: deepLinkRoute(LINK) }]);
    expect(run.denied).toBe(0);
  });

  it('opens an order link at its order route', async () => {
    const order: DeepLink = {
      kind: 'order',
      mobile: '94771234567',
      patientId: 'patient-mother',
      extra: 'x',
      orderId: 'o7',
    };
    const run = await open(order, () => Promise.resolve(PROFILE));
    expect(run.opened.map((opened) => opened.route)).toEqual(['/order/view?orderId=o7']);
  });

  it('denies access when the link’s patient is not on the account', async () => {
    const run = await open({ ...LINK, patientId: 'someone-else' }, () => Promise.resolve(PROFILE));
    expect(run.state).toBe('denied');
    expect(run.opened).toEqual([]);
    expect(run.denied).toBe(1);
  });

  it('denies access when the profile cannot be read', async () => {
    const run = await open(LINK, () =>
      Promise.reject(new Error('ARO-E1024:You have been logged out, please login again.')),
    );
    expect(run.state).toBe('denied');
    expect(run.denied).toBe(1);
  });
});
