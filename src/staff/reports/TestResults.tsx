import { useId, useState, type SyntheticEvent } from 'react';
import type { Subject } from '../../../domain/referenceRange';
import { Notice } from '../../ui/Notice';
import { staffTime } from '../format';
import { ParameterField } from './ParameterField';
import { draftOf, isChanged, type TestDraft } from './resultDraft';
import { everyResultSaved, type StaffTest } from './staffTest';
import { useResultActions } from './useResultActions';

export interface TestResultsProps {
  readonly test: StaffTest;
  readonly subject: Subject;
  readonly now: number;
  readonly onSaved: (test: StaffTest) => void;
}

/**
 * One test of the order: its parameters' results, the sensitive and outsourced marks, Save results, and Verify
 * once every parameter has a saved result and nothing is left unsaved. Verified, it is read-only.
 */
export function TestResults({ test, subject, now, onSaved }: TestResultsProps): React.JSX.Element {
  const titleId = useId();
  const problemId = useId();
  // The draft is only replaced by a successful answer, so a refusal keeps everything typed.
  const [draft, setDraft] = useState<TestDraft>(() => draftOf(test));
  const actions = useResultActions(test, (saved) => {
    setDraft(draftOf(saved));
    onSaved(saved);
  });
  const verified = test.verifiedTime !== null;
  const changed = isChanged(test, draft);
  const canVerify = !verified && !changed && everyResultSaved(test);

  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    void actions.save(draft);
  };

  return (
    <section className="staff-results__test" aria-labelledby={titleId}>
      <h4 id={titleId} className="staff-results__title">
        {test.name} <span className="staff-results__code">{test.code}</span>
      </h4>
      {test.verifiedTime === null ? null : (
        <p className="staff-results__verified">
          Verified {staffTime(test.verifiedTime, now)}
          {test.viewableTime === null ? null : <> · Viewable by the patient from {staffTime(test.viewableTime, now)}</>}
        </p>
      )}
      <form
        aria-labelledby={titleId}
        aria-describedby={actions.problem === null ? undefined : problemId}
        onSubmit={submit}
        noValidate
      >
        {/* A disabled fieldset makes every control read-only at once, still readable. */}
        <fieldset className="staff-results__fields" disabled={verified}>
          <legend className="visually-hidden">Results of {test.name}</legend>
          {test.parameters.map((parameter) => (
            <ParameterField
              key={parameter.code}
              parameter={parameter}
              subject={subject}
              draft={draft.values[parameter.code] ?? { value: '', options: [], organism: '', antibiogram: [] }}
              onChange={(value) =>
                setDraft((current) => ({ ...current, values: { ...current.values, [parameter.code]: value } }))
              }
            />
          ))}
          <label className="staff-result__option">
            <input
              type="checkbox"
              checked={draft.sensitive}
              onChange={(event) => setDraft((current) => ({ ...current, sensitive: event.target.checked }))}
            />
            Sensitive (hidden from the patient)
          </label>
          <label className="staff-result__option">
            <input
              type="checkbox"
              checked={draft.external}
              onChange={(event) => setDraft((current) => ({ ...current, external: event.target.checked }))}
            />
            Outsourced (external laboratory)
          </label>
        </fieldset>
        {actions.problem === null ? null : (
          <Notice tone="error" id={problemId}>
            {actions.problem}
          </Notice>
        )}
        {verified ? null : (
          <div className="actions">
            <button type="submit" className="button button--primary button--small" disabled={actions.busy}>
              Save results
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={actions.busy || !canVerify}
              onClick={() => void actions.verify()}
            >
              Verify
            </button>
          </div>
        )}
        {verified || canVerify ? null : (
          <p className="staff-order__hint">
            {changed ? 'Save the results before verifying.' : 'Verify is possible once every result is saved.'}
          </p>
        )}
      </form>
    </section>
  );
}
