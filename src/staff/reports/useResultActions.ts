import { useState } from 'react';
import { useClient } from 'urql';
import { outcomeOf } from '../../lib/staffLogin/staffClient';
import { StaffSaveResultsMutation, StaffVerifyReportMutation } from './graphql';
import { resultsOf, type TestDraft } from './resultDraft';
import { staffTestOf, type StaffTest } from './staffTest';

export interface ResultActions {
  readonly busy: boolean;
  /** The reason the last save or verify failed: the form's own check, or the server's refusal (ARO-E1081). */
  readonly problem: string | null;
  readonly save: (draft: TestDraft) => Promise<void>;
  readonly verify: () => Promise<void>;
}

/** Saving and verifying one test; the answered test goes to `onSaved`, a refusal stays in `problem` (the draft is the caller's and stays). */
export function useResultActions(test: StaffTest, onSaved: (test: StaffTest) => void): ResultActions {
  const client = useClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (
    send: () => Promise<{ ok: true; test: StaffTest } | { ok: false; message: string }>,
  ): Promise<void> => {
    setBusy(true);
    setProblem(null);
    const outcome = await send();
    setBusy(false);
    if (outcome.ok) onSaved(outcome.test);
    else setProblem(outcome.message);
  };

  const save = (draft: TestDraft): Promise<void> => {
    const input = resultsOf(test, draft);
    if (!input.ok) {
      setProblem(input.problem);
      return Promise.resolve();
    }
    return run(async () => {
      const outcome = outcomeOf(
        await client
          .mutation(StaffSaveResultsMutation, {
            input: {
              serviceRequestId: test.serviceRequestId,
              code: test.code,
              results: input.results,
              sensitive: draft.sensitive,
              external: draft.external,
            },
          })
          .toPromise(),
      );
      return outcome.ok ? { ok: true, test: staffTestOf(outcome.data.staffSaveResults) } : outcome;
    });
  };

  const verify = (): Promise<void> =>
    run(async () => {
      if (test.reportId === null) return { ok: false, message: 'Save the results before verifying.' };
      const outcome = outcomeOf(await client.mutation(StaffVerifyReportMutation, { id: test.reportId }).toPromise());
      return outcome.ok ? { ok: true, test: staffTestOf(outcome.data.staffVerifyReport) } : outcome;
    });

  return { busy, problem, save, verify };
}
