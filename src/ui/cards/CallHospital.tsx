import './callHospital.css';
import type { HospitalContact } from '../../../flows/chatProtocol';
import { tenant } from '../../config/tenant';
import { t } from '../../../i18n/translate';

/** 'tel:+94112345678': the number as dialled, without the spaces it is shown with. */
export function telHref(number: string): string {
  return `tel:${number.replace(/\s+/g, '')}`;
}

/**
 * Call-the-hospital links: of the hospitals given (an order's own, the hospital an empty search was about), else
 * the tenant's contact numbers. One number reads 'Call hospital'; several name their hospital.
 */
export function CallHospital({ hospitals }: { readonly hospitals?: readonly HospitalContact[] }): React.JSX.Element {
  const numbers = hospitals ?? tenant.contactNumbers;
  return (
    <ul className="call-hospital" aria-label={t('booking.action.callTheHospital')}>
      {numbers.map((contact) => (
        <li key={contact.number}>
          <a className="button button--secondary button--small" href={telHref(contact.number)}>
            {numbers.length === 1
              ? t('booking.action.callHospital')
              : t('booking.action.callNamedHospital', { hospital: contact.label })}
            <span className="call-hospital__number"> {contact.number}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
