import { APP_VERSION } from '../../domain/version';
import { t } from '../../i18n/translate';
import { useCatalogue } from './useCatalogue';

export function VersionLabel(): React.JSX.Element {
  useCatalogue();
  return <p className="version-label">{t('common.version', { version: APP_VERSION })}</p>;
}
