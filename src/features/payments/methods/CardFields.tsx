import { useId } from 'react';
import { cardMessages, type CardEntry } from '../../../../domain/card';
import type { CardEntryField } from '../../../../machines/paymentMethods.types';
import { PAYMENT_METHODS_UI } from './paymentMethodsText';

interface FieldSpec {
  readonly field: CardEntryField;
  readonly label: string;
  readonly autoComplete: string;
  readonly numeric: boolean;
  readonly placeholder?: string;
  /** The card rule messages that are about this field. */
  readonly messages: readonly string[];
}

/** The fields, worded when the form renders. */
function fields(): readonly FieldSpec[] {
  const messages = cardMessages();
  return [
    {
      field: 'name',
      label: PAYMENT_METHODS_UI.nameOnCard,
      autoComplete: 'cc-name',
      numeric: false,
      messages: [messages.name],
    },
    {
      field: 'number',
      label: PAYMENT_METHODS_UI.cardNumber,
      autoComplete: 'cc-number',
      numeric: true,
      placeholder: '0000-0000-0000-0000',
      messages: [messages.number],
    },
    {
      field: 'expiry',
      label: PAYMENT_METHODS_UI.expiry,
      autoComplete: 'cc-exp',
      numeric: true,
      placeholder: 'MM/YY',
      messages: [messages.expiry, messages.expired],
    },
    {
      field: 'cvv',
      label: PAYMENT_METHODS_UI.cvv,
      autoComplete: 'cc-csc',
      numeric: true,
      placeholder: '000',
      messages: [messages.cvv],
    },
  ];
}

export interface CardFieldsProps {
  readonly entry: CardEntry;
  /** The message shown for the entry (role alert, by the owner), or null. */
  readonly error: string | null;
  /** The id of that message, so the field it is about can point to it. */
  readonly errorId: string;
  readonly disabled: boolean;
  readonly onChange: (field: CardEntryField, value: string) => void;
}

/**
 * Name on card, card number, expiry and CVV. What is typed goes to the machine, which formats it (the number
 * in groups of 4 with dashes, the expiry as MM/YY, 3 CVV digits); the field a card rule is about is marked.
 */
export function CardFields({ entry, error, errorId, disabled, onChange }: CardFieldsProps): React.JSX.Element {
  const base = useId();
  return (
    <>
      {fields().map(({ field, label, autoComplete, numeric, placeholder, messages }) => {
        const invalid = error !== null && messages.includes(error);
        return (
          <div key={field} className="field">
            <label className="field__label" htmlFor={`${base}-${field}`}>
              {label}
            </label>
            <input
              id={`${base}-${field}`}
              name={field}
              className="input"
              type="text"
              autoComplete={autoComplete}
              inputMode={numeric ? 'numeric' : undefined}
              placeholder={placeholder}
              spellCheck={false}
              disabled={disabled}
              value={entry[field]}
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => onChange(field, event.target.value)}
            />
          </div>
        );
      })}
    </>
  );
}
