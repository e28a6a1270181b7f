import type { DeepLink } from '../../domain/deepLink';
import { t } from '../../i18n/translate';
import { useCatalogue } from '../ui/useCatalogue';

/** What a deep link shows while its profile loads (spec 000 §2), also while its code does. */
export function DeepLinkWait({ link }: { link: DeepLink }): React.JSX.Element {
  useCatalogue();
  return (
    <p className="page page--centered" role="status">
      {link.kind === 'order' ? t('common.deepLink.order') : t('common.deepLink.appointment')}
    </p>
  );
}
