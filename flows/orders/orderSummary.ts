import { formatDate, formatTime } from '../../domain/days';
import { displayName } from '../../domain/patient';
import type { Patient } from '../../machines/types';
import { addressText, selectedNames, type OrderDraft } from './orderDraft';
import { EXAMINATION_TEXT, MEDICATION_TEXT, confirmText } from './orderText';

/** The order as the patient confirms it: for whom, what, where and when. */
export function orderSummary(draft: OrderDraft, patient: Patient | undefined): string {
  const where = draft.homecare ? addressText(draft.address) : 'At the hospital';
  const when =
    draft.requestedAt === null ? null : `When: ${formatDate(draft.requestedAt)} at ${formatTime(draft.requestedAt)}`;
  const lines = [
    `For: ${patient === undefined ? '' : displayName(patient)}`,
    ...(draft.category === 'Medication'
      ? []
      : [`${draft.category === 'Examination' ? 'Tests' : 'Services'}: ${selectedNames(draft).join(', ')}`]),
    `Prescription photos: ${draft.photos.length}`,
    draft.category === 'Medication'
      ? `Delivery: ${draft.homecare ? `${MEDICATION_TEXT.deliverHome}, ${where}` : MEDICATION_TEXT.collect}`
      : draft.category === 'Examination'
        ? `Sample collection: ${draft.homecare ? `${EXAMINATION_TEXT.home}, ${where}` : EXAMINATION_TEXT.hospital}`
        : `Address: ${where}`,
    ...(when === null ? [] : [when]),
  ];
  return confirmText(lines);
}
