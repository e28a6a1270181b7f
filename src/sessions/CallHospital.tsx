import './callHospital.css';
import { tenant } from '../app/tenant';

/** 'tel:+94112345678': the number as dialled, without the spaces it is shown with. */
export function telHref(number: string): string {
  return `tel:${number.replace(/\s+/g, '')}`;
}

/** The call-the-hospital links of an empty search (the doctor screen's and the chat's): the tenant's contact numbers. */
export function CallHospital(): React.JSX.Element {
  const numbers = tenant.contactNumbers;
  return (
    <ul className="call-hospital" aria-label="Call the hospital">
      {numbers.map((contact) => (
        <li key={contact.number}>
          <a className="button button--secondary button--small" href={telHref(contact.number)}>
            {numbers.length === 1 ? 'Call hospital' : `Call ${contact.label} hospital`}
            <span className="call-hospital__number"> {contact.number}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
