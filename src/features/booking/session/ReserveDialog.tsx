import { useId, useRef, useState } from 'react';
import { RESERVE_DIALOG } from '../../../../domain/bookingRules';
import { sessionWhenText } from '../../../../domain/bookingText';
import { displayName } from '../../../../domain/patient';
import type { Patient, SessionCardData } from '../../../../machines/types';
import { Dialog } from '../../../ui/Dialog';
import { patientLabel, patientsForChoice } from '../../../ui/patients';
import '../../../config/hospitalTime';
import { t } from '../../../../i18n/translate';

export interface ReserveDialogProps {
  readonly session: SessionCardData;
  readonly patients: readonly Patient[];
  readonly patientId: string | null;
  /** The tenant offers open value packs: the patient may ask for the value pack invoice. */
  readonly valuepackOffered: boolean;
  readonly onPick: (patientId: string) => void;
  readonly onConfirm: (valuepack: boolean) => void;
  readonly onCancel: () => void;
}

/**
 * The reserve-number confirmation (spec 000 §4: nothing is held before the patient confirms). With more than
 * one patient on the account, who it is for can still be changed here.
 */
export function ReserveDialog({
  session,
  patients,
  patientId,
  valuepackOffered,
  onPick,
  onConfirm,
  onCancel,
}: ReserveDialogProps): React.JSX.Element {
  const confirm = useRef<HTMLButtonElement>(null);
  const [valuepack, setValuepack] = useState(false);
  const valuepackId = useId();
  const patient = patients.find((candidate) => candidate.id === patientId);
  const ordered = patientsForChoice(patients);

  return (
    <Dialog title={RESERVE_DIALOG.title} onCancel={onCancel} initialFocus={confirm}>
      <p>
        {RESERVE_DIALOG.question(
          patient === undefined ? '' : displayName(patient),
          session.doctorName,
          sessionWhenText(session.startTime),
        )}
      </p>
      {ordered.length > 1 ? (
        <fieldset className="fieldset">
          <legend>{t('booking.reserve.bookingFor')}</legend>
          <div className="choices">
            {ordered.map((candidate) => (
              <button
                key={candidate.id}
                type="button"
                className={candidate.id === patientId ? 'choice choice--selected' : 'choice'}
                aria-pressed={candidate.id === patientId}
                onClick={() => onPick(candidate.id)}
              >
                {patientLabel(candidate)}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      {valuepackOffered ? (
        <label className="dialog__option" htmlFor={valuepackId}>
          <input
            id={valuepackId}
            type="checkbox"
            checked={valuepack}
            onChange={(event) => setValuepack(event.target.checked)}
          />{' '}
          {t('booking.reserve.useValuepack')}
        </label>
      ) : null}
      <div className="actions">
        <button ref={confirm} type="button" className="button button--primary" onClick={() => onConfirm(valuepack)}>
          {RESERVE_DIALOG.confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {RESERVE_DIALOG.cancel}
        </button>
      </div>
    </Dialog>
  );
}
