// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatError } from '../../../domain/errors';
import type { AppointmentView } from '../../../machines/appointmentView.machine';
import type { PatchRelationshipInput } from '../../../machines/relationshipModal.types';
import type { Patient, Profile } from '../../../machines/types';
import type { AppointmentViewActors } from '../../../src/features/booking/api/bookingActors';
import type { RelationshipActors } from '../../../src/features/profiles/api/relationshipActors';
import type { RegistrationActors } from '../../../src/features/profiles/api/authActors';
import { createSessionStore } from '../../../src/lib/session/sessionStore';
import { RelationshipModal } from '../../../src/features/profiles/relationship/RelationshipModal';
import { AppointmentRoute } from '../../../src/app/routes/AppointmentRoute';
import { RegistrationScreen } from '../../../src/features/profiles/registration/RegistrationScreen';
import { HOLDER, KAMAL, NIMALI } from '../../machines/relationshipModalHarness';
import { renderScreen } from '../screens/renderWithApp';
import { viewedAppointment } from '../screens/session/bookingFixtures';

const ACCOUNT: Profile = { id: 'profile-1', mobileNo: '94771234567', patients: [HOLDER, NIMALI, KAMAL] };
const REFUSED = 'Editing profiles is not available. Please contact the hospital.';

/** patchPatient that answers as the server would (the patient with the relationship), or as told. */
function fakeActors(answer?: (input: PatchRelationshipInput) => Promise<Patient>) {
  const patches: PatchRelationshipInput[] = [];
  const actors: RelationshipActors = {
    patchPatient: fromPromise<Patient, PatchRelationshipInput>(({ input }) => {
      patches.push(input);
      if (answer !== undefined) return answer(input);
      const patient = ACCOUNT.patients.find((each) => each.id === input.id);
      if (patient === undefined) return Promise.reject(new Error(formatError('ARO-E1040')));
      return Promise.resolve({ ...patient, relationship: input.patch[0]?.relationship ?? null });
    }),
  };
  return { actors, patches };
}

function renderModal(props: {
  patient: Patient | null;
  patients?: readonly Patient[];
  delayed?: boolean;
  actors?: RelationshipActors;
}) {
  const onClose = vi.fn<() => void>();
  const onUpdated = vi.fn<(patient: Patient) => void>();
  const fake = fakeActors();
  const result = renderScreen(
    <RelationshipModal
      patient={props.patient}
      patients={props.patients ?? ACCOUNT.patients}
      delayed={props.delayed}
      onClose={onClose}
      onUpdated={onUpdated}
      actors={props.actors ?? fake.actors}
    />,
    { path: '/profiles' },
  );
  return { ...result, onClose, onUpdated, patches: fake.patches };
}

const dialog = (name: string): HTMLElement => screen.getByRole('dialog', { name });
const button = (name: string): HTMLElement => screen.getByRole('button', { name });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('RelationshipModal', () => {
  it("asks 'This account is for?' with the relationships (no Me: the account has one), confirms and saves 'Sister Nimali'", async () => {
    const user = userEvent.setup();
    const { onClose, onUpdated, patches } = renderModal({ patient: NIMALI });
    const choices = within(dialog('This account is for?')).getByRole('group', { name: 'Relationship' });
    // Father and Husband are men: not offered for Ms. Nimali.
    expect(
      within(choices)
        .getAllByRole('button')
        .map((each) => each.textContent),
    ).toEqual(['Mother', 'Wife', 'Brother', 'Sister', 'Daughter', 'Son', 'Friend']);

    await user.click(within(choices).getByRole('button', { name: 'Sister' }));
    expect(within(dialog('Please confirm')).getByText('Ms. Nimali Perera is your Sister?')).toBeTruthy();
    await user.click(button('Confirm'));

    expect(patches).toEqual([
      { id: NIMALI.id, patch: [{ op: 'add', path: '/extension', relationship: 'Sister Nimali' }] },
    ]);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onUpdated).toHaveBeenCalledExactlyOnceWith({ ...NIMALI, relationship: 'Sister Nimali' });
    expect(onUpdated.mock.invocationCallOrder[0]).toBeLessThan(onClose.mock.invocationCallOrder[0] ?? 0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("offers Me when the account has no Me, and asks 'Are you …?'", async () => {
    const user = userEvent.setup();
    renderModal({ patient: NIMALI, patients: [NIMALI] });
    await user.click(button('Me'));
    expect(screen.getByText('Are you Ms. Nimali Perera?')).toBeTruthy();
  });

  it('shows the server’s message when saving fails, keeps the question, and saves on the next Confirm', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const fake = fakeActors((input) =>
      refuse
        ? Promise.reject(new Error(formatError('ARO-E1061')))
        : Promise.resolve({ ...NIMALI, relationship: input.patch[0]?.relationship ?? null }),
    );
    const { onClose, onUpdated } = renderModal({ patient: NIMALI, actors: fake.actors });
    await user.click(button('Mother'));
    await user.click(button('Confirm'));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSED);
    expect(screen.getByText('Ms. Nimali Perera is your Mother?')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    refuse = false;
    await user.click(button('Confirm'));
    await vi.waitFor(() => expect(onUpdated).toHaveBeenCalledExactlyOnceWith({ ...NIMALI, relationship: 'Mother' }));
    expect(fake.patches.map((patch) => patch.patch[0]?.relationship)).toEqual(['Mother', 'Mother']);
  });

  it('says it is saving and cannot be dismissed until the answer comes', async () => {
    const user = userEvent.setup();
    let answer: (patient: Patient) => void = () => undefined;
    const fake = fakeActors(() => new Promise<Patient>((resolve) => (answer = resolve)));
    const { onClose, onUpdated } = renderModal({ patient: NIMALI, actors: fake.actors });
    await user.click(button('Sister'));
    await user.click(button('Confirm'));
    expect(screen.getByRole('status').textContent).toBe('Please wait, saving…');
    expect(button('Close').getAttribute('aria-disabled')).toBe('true');
    await user.click(button('Close'));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    act(() => answer({ ...NIMALI, relationship: 'Sister Nimali' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onUpdated).toHaveBeenCalledTimes(1);
  });

  it('works from the keyboard: Tab and Enter choose and confirm, Escape dismisses without saving', async () => {
    const user = userEvent.setup();
    const { onClose, onUpdated, patches } = renderModal({ patient: NIMALI });
    // Focus starts on the first relationship.
    expect(document.activeElement).toBe(button('Mother'));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(button('Sister'));
    await user.keyboard('{Enter}');
    // The question's Confirm has the focus; Back returns to the relationships.
    expect(document.activeElement).toBe(button('Confirm'));
    await user.tab();
    expect(document.activeElement).toBe(button('Back'));
    await user.keyboard('{Enter}');
    expect(dialog('This account is for?')).toBeTruthy();
    expect(document.activeElement).toBe(button('Mother'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onUpdated).not.toHaveBeenCalled();
    expect(patches).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without a patient in mind: lists the unclassified patients, picks one, confirms', async () => {
    const user = userEvent.setup();
    const { onUpdated, patches } = renderModal({ patient: null });
    await user.click(button('Brother'));
    const list = dialog('Which of these is your Brother?');
    expect(within(list).getByRole('button', { name: /^Ms\. Nimali Perera · \d+ years$/ })).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: /^Mr\. Kamal Perera/ }));
    expect(screen.getByText('Mr. Kamal Perera is your Brother?')).toBeTruthy();
    // Back goes to the list, not to the relationships.
    await user.click(button('Back'));
    await user.click(
      within(dialog('Which of these is your Brother?')).getByRole('button', { name: /^Mr\. Kamal Perera/ }),
    );
    await user.click(button('Confirm'));
    await vi.waitFor(() =>
      expect(onUpdated).toHaveBeenCalledExactlyOnceWith({ ...KAMAL, relationship: 'Brother Kamal' }),
    );
    expect(patches).toEqual([
      { id: KAMAL.id, patch: [{ op: 'add', path: '/extension', relationship: 'Brother Kamal' }] },
    ]);
  });

  it("'None of these' and no fitting profile lead to 'Add new profile', which opens the form with the relationship and the way back", async () => {
    const user = userEvent.setup();
    const first = renderModal({ patient: null });
    await user.click(button('Wife'));
    await user.click(button('None of these'));
    expect(within(dialog('Profile not found')).getByText("We couldn't find a profile for your Wife")).toBeTruthy();
    first.unmount();

    // Kamal alone cannot be a mother: straight to not found.
    const { onClose, onUpdated } = renderModal({ patient: null, patients: [HOLDER, KAMAL] });
    await user.click(button('Mother'));
    expect(screen.getByText("We couldn't find a profile for your Mother")).toBeTruthy();
    await user.click(button('Add new profile'));
    expect(screen.getByTestId('landed').textContent).toBe(
      '/profiles/registration?relationship=Mother&back=%2Fprofiles',
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it("answers with the page's callbacks of the moment it ends, not those it opened with", async () => {
    const user = userEvent.setup();
    const first = vi.fn<(patient: Patient) => void>();
    const current = vi.fn<(patient: Patient) => void>();
    function Page(): React.JSX.Element {
      const [later, setLater] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setLater(true)}>
            Later
          </button>
          <RelationshipModal
            patient={NIMALI}
            patients={ACCOUNT.patients}
            onClose={() => undefined}
            onUpdated={later ? current : first}
            actors={fakeActors().actors}
          />
        </>
      );
    }
    renderScreen(<Page />, { path: '/profiles' });
    await user.click(button('Sister'));
    // The page re-renders with a new callback (its profile was refreshed) while the question is open.
    fireEvent.click(screen.getByText('Later'));
    await user.click(button('Confirm'));
    await vi.waitFor(() =>
      expect(current).toHaveBeenCalledExactlyOnceWith({ ...NIMALI, relationship: 'Sister Nimali' }),
    );
    expect(first).not.toHaveBeenCalled();
  });

  it('stays hidden for 4,999 ms when delayed and opens at 5,000 ms', async () => {
    vi.useFakeTimers();
    renderModal({ patient: NIMALI, delayed: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4999);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(dialog('This account is for?')).toBeTruthy();
  });
});

describe('the appointment page', () => {
  function appointment(patient: Patient, overrides: Partial<AppointmentView> = {}): AppointmentView {
    return viewedAppointment({
      patientId: patient.id,
      patient: { displayName: 'Ms. Nimali Perera', relationship: patient.relationship },
      ...overrides,
    });
  }

  function renderAppointment(view: AppointmentView, relationship = fakeActors()) {
    const idle = fromCallback<EventObject, { appointmentId: string; sessionId: string }>(() => undefined);
    const actors: AppointmentViewActors = {
      loadAppointment: fromPromise(() => Promise.resolve(view)),
      patchAppointment: fromPromise(() => Promise.resolve<unknown>(null)),
      watchAppointment: idle,
      watchSession: idle,
      watchQueue: idle,
    };
    const store = createSessionStore(localStorage, sessionStorage);
    store.signIn({ accessToken: 'token-1', profile: ACCOUNT });
    renderScreen(<AppointmentRoute actors={actors} relationshipActors={relationship.actors} />, {
      path: '/view/appointment',
      url: '/view/appointment?sessionId=session-1&appointmentId=appointment-1',
      store,
    });
    return { store, patches: relationship.patches };
  }

  // The page's own timers (the clock, the heartbeat) run on the fake clock too; clicks are plain events.
  const settle = (ms: number): Promise<void> =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });

  it('asks 5 s after a paid appointment of an unclassified patient, and keeps the classified patient in the stored profile', async () => {
    vi.useFakeTimers();
    const { store, patches } = renderAppointment(appointment(NIMALI));
    await settle(0);
    expect(screen.getByLabelText('Token No. 5')).toBeTruthy();
    await settle(4999);
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle(1);
    fireEvent.click(within(dialog('This account is for?')).getByRole('button', { name: 'Sister' }));
    fireEvent.click(button('Confirm'));
    await settle(0);
    expect(patches).toEqual([
      { id: NIMALI.id, patch: [{ op: 'add', path: '/extension', relationship: 'Sister Nimali' }] },
    ]);
    expect(store.read()?.profile.patients).toEqual([HOLDER, { ...NIMALI, relationship: 'Sister Nimali' }, KAMAL]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // It does not come back.
    await settle(60_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask about an unpaid appointment or a patient with a relationship; a dismissed modal stays closed', async () => {
    vi.useFakeTimers();
    renderAppointment(appointment(NIMALI, { paymentStatus: 'pending' }));
    await settle(10_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    renderAppointment(appointment(HOLDER));
    await settle(10_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    renderAppointment(appointment(NIMALI));
    await settle(5000);
    fireEvent.click(within(dialog('This account is for?')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle(60_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the profile form opened from the modal', () => {
  const noCalls: RegistrationActors = {
    createPatient: fromPromise(() => Promise.reject(new Error('not expected'))),
    loadProfile: fromPromise(() => Promise.reject(new Error('not expected'))),
  };
  const relationshipButtons = (): HTMLElement[] =>
    within(screen.getByRole('group', { name: 'This account is for?' })).getAllByRole('button');

  it('starts with the relationship of the query chosen, and the way back it was given', () => {
    const store = createSessionStore(localStorage, sessionStorage);
    store.signIn({ accessToken: 'token-1', profile: ACCOUNT });
    renderScreen(<RegistrationScreen actors={noCalls} />, {
      path: '/profiles/registration',
      url: '/profiles/registration?relationship=Mother&back=%2Fview%2Fappointment%3FsessionId%3Ds1',
      store,
    });
    expect(
      relationshipButtons()
        .filter((each) => each.getAttribute('aria-pressed') === 'true')
        .map((each) => each.textContent),
    ).toEqual(['Mother']);
    // Mother means female (spec 000 §5).
    expect(
      within(screen.getByRole('group', { name: 'Gender' }))
        .getByRole('button', { name: 'Female' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByRole('link', { name: /Back/ }).getAttribute('href')).toBe('/view/appointment?sessionId=s1');
    expect((button('SUBMIT') as HTMLButtonElement).disabled).toBe(false);
  });

  it('ignores a relationship that is not one of the list', () => {
    renderScreen(<RegistrationScreen actors={noCalls} />, {
      path: '/profiles/registration',
      url: '/profiles/registration?relationship=Boss',
    });
    expect(relationshipButtons().some((each) => each.getAttribute('aria-pressed') === 'true')).toBe(false);
    expect((button('SUBMIT') as HTMLButtonElement).disabled).toBe(true);
  });
});
