// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeAccessToken } from '../../../domain/deepLink';
import { STORAGE_KEYS } from '../../../domain/storageKeys';
import type { Completion, Initiation } from '../../../machines/auth.machine';
import type { Profile } from '../../../machines/types';
import type { AuthActors } from '../../../src/features/profiles/api/authActors';
import { LoginScreen } from '../../../src/features/profiles/login/LoginScreen';
import { renderScreen } from './renderWithApp';

const holder: Profile = {
  id: 'profile-1',
  mobileNo: '94771234567',
  patients: [
    {
      id: 'p1',
      prefix: 'Mr',
      given: ['Nimal'],
      family: 'Perera',
      gender: 'male',
      birthDate: '1990-01-01',
      relationship: 'Me',
      hospitalId: 'org-galle',
      mobileNo: '94771234567',
    },
  ],
};

/** Fake machine actors: the right code is 4321; sends and checks are recorded. */
function fakeActors(profile: Profile = holder): AuthActors & { sent: string[]; checked: number[] } {
  const sent: string[] = [];
  const checked: number[] = [];
  return {
    sent,
    checked,
    initiateAuthentication: fromPromise<Initiation, { mobile: string }>(({ input }) => {
      sent.push(input.mobile);
      return Promise.resolve({ id: `init-${sent.length}`, mobileNo: input.mobile, resendAfterSeconds: 60 });
    }),
    completeAuthentication: fromPromise<Completion, { id: string; code: number }>(({ input }) => {
      checked.push(input.code);
      return Promise.resolve(
        input.code === 4321
          ? { outcome: 'succeeded', accessToken: 'token-1', triesLeft: 5 }
          : { outcome: 'failed', accessToken: null, triesLeft: 4 },
      );
    }),
    loadProfile: fromPromise<Profile, { accessToken: string }>(() => Promise.resolve(profile)),
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function sendCodeTo(user: ReturnType<typeof userEvent.setup>, number: string): Promise<void> {
  await user.type(screen.getByLabelText('Mobile No.'), number);
  await user.click(screen.getByRole('button', { name: 'Send now' }));
  await screen.findByLabelText('Verification code');
}

describe('LoginScreen', () => {
  it('asks for the mobile number and shows the spec message for an empty or short number', async () => {
    const user = userEvent.setup();
    const actors = fakeActors();
    renderScreen(<LoginScreen actors={actors} />, { path: '/login' });

    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Type Your Mobile No.');

    await user.type(screen.getByLabelText('Mobile No.'), '077123');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(screen.getByRole('alert')).toHaveProperty(
      'textContent',
      'Mobile No. starting with 0, should have 10 digits!',
    );
    expect(actors.sent).toEqual([]);
  });

  it('keeps only digits in the mobile input', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginScreen actors={fakeActors()} />, { path: '/login' });
    const input = screen.getByLabelText('Mobile No.');
    await user.type(input, '07a7-12 34x567');
    expect(input).toHaveProperty('value', '0771234567');
    expect(input).toHaveProperty('type', 'tel');
  });

  it('sends the normalised number and then asks for the code with the resend countdown', async () => {
    const user = userEvent.setup();
    const actors = fakeActors();
    renderScreen(<LoginScreen actors={actors} />, { path: '/login' });
    await sendCodeTo(user, '0771234567');

    expect(actors.sent).toEqual(['94771234567']);
    expect(screen.getByText('I sent a 4-digit code to your number ending in 4567')).toBeTruthy();
    // The SMS-delay banner waits until the countdown is over (docs/decisions/0001-sign-in.md).
    expect(screen.queryByText('There may be SMS delays. Please wait and check again your SMS.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify now' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/You can ask for a new code in [01]:\d\d/)).toBeTruthy();
  });

  it('keeps the code numeric and at most 4 digits', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginScreen actors={fakeActors()} />, { path: '/login' });
    await sendCodeTo(user, '771234567');
    const code = screen.getByLabelText('Verification code');
    await user.type(code, '12a3456');
    expect(code).toHaveProperty('value', '1234');
    expect(screen.getByRole('button', { name: 'Verify now' })).toHaveProperty('disabled', false);
  });

  it('says a wrong code is not the code sent and lets the patient try again', async () => {
    const user = userEvent.setup();
    const actors = fakeActors();
    renderScreen(<LoginScreen actors={actors} />, { path: '/login' });
    await sendCodeTo(user, '0771234567');
    await user.type(screen.getByLabelText('Verification code'), '1111');
    await user.click(screen.getByRole('button', { name: 'Verify now' }));

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'that is not the code I sent you');
    expect(actors.checked).toEqual([1111]);
    expect(screen.getByLabelText('Verification code')).toHaveProperty('value', '');
  });

  it('signs in with the right code, keeps the login and opens the dashboard', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginScreen actors={fakeActors()} />, { path: '/login' });
    await sendCodeTo(user, '0771234567');
    await user.type(screen.getByLabelText('Verification code'), '4321');
    await user.keyboard('{Enter}');

    expect((await screen.findByTestId('landed')).textContent).toBe('/home-dashboard');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('token-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userProfile) ?? 'null')).toEqual(holder);
  });

  it('opens the doctor search after sign-in when the request is a consultation', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginScreen actors={fakeActors()} />, { path: '/login', url: '/login?requestType=consultation' });
    await sendCodeTo(user, '0771234567');
    await user.type(screen.getByLabelText('Verification code'), '4321');
    await user.click(screen.getByRole('button', { name: 'Verify now' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/doctor');
  });

  it('sends a number with no patient to registration', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginScreen actors={fakeActors({ ...holder, patients: [] })} />, { path: '/login' });
    await sendCodeTo(user, '0771234567');
    await user.type(screen.getByLabelText('Verification code'), '4321');
    await user.click(screen.getByRole('button', { name: 'Verify now' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/profiles/registration');
  });

  it('goes back to the number with Change number', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginScreen actors={fakeActors()} />, { path: '/login' });
    await sendCodeTo(user, '0771234567');
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByLabelText('Mobile No.')).toHaveProperty('value', '0771234567');
  });

  it('allows Resend OTP once the minute is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const actors = fakeActors();
    renderScreen(<LoginScreen actors={actors} />, { path: '/login' });
    await sendCodeTo(user, '0771234567');
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toHaveProperty('disabled', true);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toHaveProperty('disabled', false);
    expect(screen.getByText('There may be SMS delays. Please wait and check again your SMS.')).toBeTruthy();
    await user.click(resend);
    expect(await screen.findByText('OTP Resent')).toBeTruthy();
    expect(actors.sent).toEqual(['94771234567', '94771234567']);
  });

  it('resumes code entry after a reload with the countdown still going, without sending again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const actors = fakeActors();
    const before = renderScreen(<LoginScreen actors={actors} />, { path: '/login' });
    await sendCodeTo(user, '0771234567');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(screen.getByText(/You can ask for a new code in 0:(39|40|41)/)).toBeTruthy();
    before.unmount();

    // The reload: a new screen over the same sessionStorage.
    renderScreen(<LoginScreen actors={actors} />, { path: '/login' });
    expect(screen.getByLabelText('Verification code')).toBeTruthy();
    expect(screen.getByText('I sent a 4-digit code to your number ending in 4567')).toBeTruthy();
    expect(screen.getByText(/You can ask for a new code in 0:(39|40|41)/)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.getByText(/You can ask for a new code in 0:(29|30|31)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toHaveProperty('disabled', true);
    expect(actors.sent).toEqual(['94771234567']);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(32_000);
    });
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toHaveProperty('disabled', false);
    await user.click(resend);
    expect(await screen.findByText('OTP Resent')).toBeTruthy();
    expect(actors.sent).toEqual(['94771234567', '94771234567']);
  });

  it('does not send a deep link code again when the page reloads during code entry', async () => {
    const actors = fakeActors();
    const token = encodeAccessToken({
      kind: 'appointment',
      mobile: '94779876543',
      patientId: 'p9',
      sessionId: 's1',
      appointmentId: 'a1',
      extra: 'x',
    });
    const url = `/login?access_token=${encodeURIComponent(token)}`;
    const before = renderScreen(<LoginScreen actors={actors} />, { path: '/login', url });
    await screen.findByLabelText('Verification code');
    before.unmount();

    renderScreen(<LoginScreen actors={actors} />, { path: '/login', url });
    expect(screen.getByText('I sent a 4-digit code to your number ending in 6543')).toBeTruthy();
    expect(actors.sent).toEqual(['94779876543']);
  });

  it('starts over at the number after Change number, and forgets the sign-in once signed in', async () => {
    const user = userEvent.setup();
    const actors = fakeActors();
    const first = renderScreen(<LoginScreen actors={actors} />, { path: '/login' });
    await sendCodeTo(user, '0771234567');
    expect(sessionStorage.getItem(STORAGE_KEYS.login)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.login)).toBeNull();
    first.unmount();

    renderScreen(<LoginScreen actors={actors} />, { path: '/login' });
    expect(screen.getByLabelText('Mobile No.')).toHaveProperty('value', '');
    await sendCodeTo(user, '0771234567');
    await user.type(screen.getByLabelText('Verification code'), '4321');
    await user.click(screen.getByRole('button', { name: 'Verify now' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/home-dashboard');
    expect(sessionStorage.getItem(STORAGE_KEYS.login)).toBeNull();
  });

  it('forgets the sign-in under way on logout', async () => {
    const user = userEvent.setup();
    const { store } = renderScreen(<LoginScreen actors={fakeActors()} />, { path: '/login' });
    await sendCodeTo(user, '0771234567');
    expect(sessionStorage.getItem(STORAGE_KEYS.login)).not.toBeNull();
    act(() => store.signOut());
    expect(sessionStorage.getItem(STORAGE_KEYS.login)).toBeNull();
  });

  it('sends the code at once for a deep link and names the last 4 digits', async () => {
    const actors = fakeActors();
    const token = encodeAccessToken({
      kind: 'appointment',
      mobile: '94779876543',
      patientId: 'p9',
      sessionId: 's1',
      appointmentId: 'a1',
      extra: 'x',
    });
    renderScreen(<LoginScreen actors={actors} />, {
      path: '/login',
      url: `/login?access_token=${encodeURIComponent(token)}`,
    });

    expect(await screen.findByText('I sent a 4-digit code to your number ending in 6543')).toBeTruthy();
    expect(actors.sent).toEqual(['94779876543']);
  });

  it('opens the deep link target after signing in with it', async () => {
    const user = userEvent.setup();
    const token = encodeAccessToken({
      kind: 'order',
      mobile: '94771234567',
      patientId: 'p1',
      extra: 'x',
      orderId: 'o7',
    });
    renderScreen(<LoginScreen actors={fakeActors()} />, {
      path: '/login',
      url: `/login?access_token=${encodeURIComponent(token)}`,
    });
    await user.type(await screen.findByLabelText('Verification code'), '4321');
    await user.click(screen.getByRole('button', { name: 'Verify now' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/order/view?orderId=o7');
  });
});
