import { t } from '../../i18n/translate';
import { useCatalogue } from './useCatalogue';

/** What a page shows while its code loads: one centred status line. */
export function PageLoading(): React.JSX.Element {
  useCatalogue();
  return (
    <p className="page page--centered" role="status">
      {t('common.loading')}
    </p>
  );
}
