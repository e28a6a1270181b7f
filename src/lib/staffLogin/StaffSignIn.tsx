import './staffSignIn.css';
import { useCallback, useId, useState, type SyntheticEvent } from 'react';
import { useMutation } from 'urql';
import { readRetryAfterSeconds } from '../../../domain/signInDelays';
import { StaffSignInMutation } from './staffSignIn.graphql';
import { Notice } from '../../ui/Notice';
import { SignInWait } from './SignInWait';
import { outcomeOf } from './staffClient';
import { toStaffMember } from './staffSignIn.graphql';
import type { StaffLoginStore } from './staffLogin';

const EMPTY_MESSAGE = 'Please enter your username and password.';

/**
 * The staff sign-in form: a hospital login (username and password), never a patient's mobile number. The staff
 * console and the inspector's library of recorded runs (a tester login) both sign in with it.
 */
export function StaffSignIn({
  store,
  title = 'Staff sign-in',
}: {
  store: StaffLoginStore;
  title?: string;
}): React.JSX.Element {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** When a sign-in refused for speed may be tried again (ms since the epoch), or null. */
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const [{ fetching }, signIn] = useMutation(StaffSignInMutation);
  const usernameId = useId();
  const passwordId = useId();
  const errorId = useId();
  const waitId = useId();
  const reason = store.signOutReason();
  // The refusal's message said how long to wait: once waited, it no longer holds.
  const waitOver = useCallback(() => {
    setWaitUntil(null);
    setError(null);
  }, []);

  const onSubmit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    if (username.trim() === '' || password === '') {
      setError(EMPTY_MESSAGE);
      return;
    }
    setError(null);
    const answer = await signIn({ username: username.trim(), password });
    const result = outcomeOf(answer);
    if (!result.ok) {
      setError(result.message);
      // Too many tries: the server says how long to wait (a growing delay, never a lockout); Sign in waits with it.
      const retryAfter = readRetryAfterSeconds(answer.error?.graphQLErrors[0]?.extensions);
      if (retryAfter !== null) setWaitUntil(Date.now() + retryAfter * 1000);
      return;
    }
    const { accessToken, staff } = result.data.staffSignIn;
    store.signIn({ accessToken, staff: toStaffMember(staff) });
  };

  return (
    <main className="staff-signin" id="main">
      <form
        className="staff-signin__form form"
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby={`${usernameId}-title`}
        noValidate
      >
        <h1 id={`${usernameId}-title`} className="page__title">
          {title}
        </h1>
        {reason !== null && error === null ? <Notice tone="info">{reason}</Notice> : null}
        <div className="field">
          <label className="field__label" htmlFor={usernameId}>
            Username
          </label>
          <input
            id={usernameId}
            className="input"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            aria-invalid={error === EMPTY_MESSAGE && username.trim() === ''}
            aria-describedby={error === null ? undefined : errorId}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={passwordId}>
            Password
          </label>
          <input
            id={passwordId}
            className="input"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error === EMPTY_MESSAGE && password === ''}
            aria-describedby={error === null ? undefined : errorId}
          />
        </div>
        {error === null ? null : (
          <Notice tone="error" id={errorId}>
            {error}
          </Notice>
        )}
        {waitUntil === null ? null : <SignInWait id={waitId} until={waitUntil} onOver={waitOver} />}
        <button
          type="submit"
          className="button button--primary"
          disabled={fetching || waitUntil !== null}
          aria-busy={fetching}
          aria-describedby={waitUntil === null ? undefined : waitId}
        >
          Sign in
        </button>
      </form>
    </main>
  );
}
