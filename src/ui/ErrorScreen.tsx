import { t } from '../../i18n/translate';
import { useCatalogue } from './useCatalogue';

/**
 * The generic error screen (spec 000 §2): shown by the error boundary and for unknown routes.
 * 'Go Home' is a plain link to '/', so it works even when the router itself failed.
 */
export function ErrorScreen(): React.JSX.Element {
  useCatalogue();
  return (
    <section className="page page--centered" aria-labelledby="error-title">
      <h1 id="error-title" className="page__title">
        {t('common.error.default')}
      </h1>
      <p className="page__lead">{t('common.errorScreen.lead')}</p>
      <a className="button button--primary" href="/">
        {t('common.goHome')}
      </a>
    </section>
  );
}
