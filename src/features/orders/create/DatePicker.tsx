import { useId } from 'react';
import type { PickerDay } from '../../../../domain/days';
import { orderCreateText } from '../../../../domain/orderCreate';

export interface DatePickerProps {
  readonly label: string;
  /** The 7 days (sevenDayPicker): Today, Tomorrow, then dated buttons. */
  readonly days: readonly PickerDay[];
  readonly dayStart: number;
  readonly time: string;
  readonly onDay: (dayStart: number) => void;
  readonly onTime: (time: string) => void;
}

/** The sample collection (or home visit) date over the next 7 days, as buttons, and its time. */
export function DatePicker({ label, days, dayStart, time, onDay, onTime }: DatePickerProps): React.JSX.Element {
  const timeId = useId();
  return (
    <fieldset className="fieldset">
      <legend>{label}</legend>
      <div className="choices">
        {days.map((day) => (
          <button
            key={day.key}
            type="button"
            className={day.start === dayStart ? 'choice choice--selected' : 'choice'}
            aria-pressed={day.start === dayStart}
            onClick={() => onDay(day.start)}
          >
            {day.label}
          </button>
        ))}
      </div>
      <label htmlFor={timeId} className="field__label">
        {orderCreateText().time}
      </label>
      <input
        id={timeId}
        className="field__input"
        type="time"
        value={time}
        onChange={(event) => onTime(event.target.value)}
      />
    </fieldset>
  );
}
