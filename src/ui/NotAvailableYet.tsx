import { Link } from 'react-router-dom';
import { t } from '../../i18n/translate';

/**
 * The honest screen of a route whose feature is not built yet: the route exists (links and deep
 * links keep working) but nothing pretends to be there.
 */
export function NotAvailableYet({ title }: { title: string }): React.JSX.Element {
  return (
    <section className="page page--centered" aria-labelledby="not-available-title">
      <h1 id="not-available-title" className="page__title">
        {title}
      </h1>
      <p className="page__lead">{t('common.notAvailable')}</p>
      <Link className="button button--primary" to="/">
        {t('common.goHome')}
      </Link>
    </section>
  );
}
