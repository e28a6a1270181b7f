import { Link } from 'react-router-dom';
import { t } from '../../i18n/translate';
import { useCatalogue } from '../ui/useCatalogue';

/** /accessDenied: the record belongs to a patient not on this account, or a deep link's profile could not be read. */
export function AccessDeniedScreen(): React.JSX.Element {
  useCatalogue();
  return (
    <section className="page page--centered" aria-labelledby="access-denied-title">
      <h1 id="access-denied-title" className="page__title">
        {t('common.accessDenied.title')}
      </h1>
      <p className="page__lead">{t('common.accessDenied.lead')}</p>
      <Link className="button button--primary" to="/">
        {t('common.goHome')}
      </Link>
    </section>
  );
}
