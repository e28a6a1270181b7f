import { Link } from 'react-router-dom';

/** /accessDenied: the record belongs to a patient not on this account, or a deep link's profile could not be read. */
export function AccessDeniedScreen(): React.JSX.Element {
  return (
    <section className="page page--centered" aria-labelledby="access-denied-title">
      <h1 id="access-denied-title" className="page__title">
        Access denied
      </h1>
      <p className="page__lead">
        This record belongs to a patient who is not on your account. Please check whether you are signed in as a
        different user.
      </p>
      <Link className="button button--primary" to="/">
        Go Home
      </Link>
    </section>
  );
}
