import { useId, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { parseError } from '../../../../domain/errors';
import { REMINDER_TEXT, reminderLabel, type ReminderKind } from '../../../../domain/reminders';
import { ReminderPreferencesQuery, SetReminderPreferenceMutation } from '../graphql/reminders';
import { Notice } from '../../../ui/Notice';

/**
 * The account's SMS reminders (issue 20): one switch per kind the tenant sends, saved at once. The switch moves when
 * pressed; a failed save puts it back and says so.
 */
export function RemindersPanel(): React.JSX.Element {
  const headingId = useId();
  const [{ data, error }] = useQuery({ query: ReminderPreferencesQuery });
  const [, save] = useMutation(SetReminderPreferenceMutation);
  // What the switches show over the query's answer: the choice being saved, then the server's answer.
  const [shown, setShown] = useState<Partial<Record<ReminderKind, boolean>>>({});
  const [failed, setFailed] = useState(false);

  const onToggle = async (kind: ReminderKind, enabled: boolean): Promise<void> => {
    setFailed(false);
    setShown((current) => ({ ...current, [kind]: enabled }));
    const result = await save({ kind, enabled });
    if (result.error !== undefined || !result.data) {
      setShown((current) => ({ ...current, [kind]: !enabled }));
      setFailed(true);
      return;
    }
    setShown(
      Object.fromEntries(result.data.setReminderPreference.map((preference) => [preference.kind, preference.enabled])),
    );
  };

  return (
    <section className="card reminders" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {REMINDER_TEXT.heading}
      </h2>
      <p>{REMINDER_TEXT.intro}</p>
      {error ? <Notice tone="error">{parseError(error.graphQLErrors[0]?.message).message}</Notice> : null}
      {!data ? null : (
        <ul className="reminders__list">
          {data.reminderPreferences.map((preference) => (
            <li key={preference.kind}>
              <label className="reminders__switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={shown[preference.kind] ?? preference.enabled}
                  onChange={(event) => void onToggle(preference.kind, event.target.checked)}
                />
                {reminderLabel(preference.kind)}
              </label>
            </li>
          ))}
        </ul>
      )}
      {failed ? <Notice tone="error">{REMINDER_TEXT.saveFailed}</Notice> : null}
    </section>
  );
}
