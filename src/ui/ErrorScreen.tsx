import { DEFAULT_ERROR_MESSAGE } from '../../domain/errors';

/**
 * The generic error screen (spec 000 §2): shown by the error boundary and for unknown routes.
 * 'Go Home' is a plain link to '/', so it works even when the router itself failed.
 */
export function ErrorScreen(): React.JSX.Element {
  return (
    <section className="page page--centered" aria-labelledby="error-title">
      <h1 id="error-title" className="page__title">
        {DEFAULT_ERROR_MESSAGE}
      </h1>
      <p className="page__lead">Please check whether you are signed in as a different user.</p>
      <a className="button button--primary" href="/">
        Go Home
      </a>
    </section>
  );
}
