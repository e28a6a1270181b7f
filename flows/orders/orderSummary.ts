import { formatDate, formatTime } from '../../domain/days';
import { displayName } from '../../domain/patient';
import { t } from '../../i18n/translate';
import type { Patient } from '../../machines/types';
import { addressText, selectedNames, type OrderDraft } from './orderDraft';
import { confirmText } from './orderText';

/** The order as the patient confirms it: for whom, what, where and when. */
export function orderSummary(draft: OrderDraft, patient: Patient | undefined): string {
  const address = addressText(draft.address);
  const names = selectedNames(draft).join(', ');
  const lines = [
    t('orders.summary.for', { patient: patient === undefined ? '' : displayName(patient) }),
    ...(draft.category === 'Medication'
      ? []
      : [
          draft.category === 'Examination'
            ? t('orders.summary.tests', { names })
            : t('orders.summary.services', { names }),
        ]),
    t('orders.summary.photos', { count: draft.photos.length }),
    placeLine(draft, address),
    ...(draft.requestedAt === null
      ? []
      : [t('orders.summary.when', { date: formatDate(draft.requestedAt), time: formatTime(draft.requestedAt) })]),
  ];
  return confirmText(lines);
}

/** How the order reaches the patient: delivery, sample collection or (a visit) the address. */
function placeLine(draft: OrderDraft, address: string): string {
  switch (draft.category) {
    case 'Medication':
      return draft.homecare ? t('orders.summary.deliveryHome', { address }) : t('orders.summary.deliveryCollect');
    case 'Examination':
      return draft.homecare ? t('orders.summary.collectionHome', { address }) : t('orders.summary.collectionHospital');
    case 'Procedure':
      return t('orders.summary.address', { address: draft.homecare ? address : t('orders.chat.atHospital') });
  }
}
