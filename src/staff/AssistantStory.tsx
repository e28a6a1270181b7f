import { useId } from 'react';
import { useQuery } from 'urql';
import { StaffChatAssistantQuery } from './graphql/staff';

/**
 * A chat the assistant handed over: what the patient did with it before, as the masked transcript lines of its
 * recorded run, folded away until wanted, and the run's place in the testers' library (another entry: a full load).
 */
export function AssistantStory({ chatId }: { chatId: string }): React.JSX.Element | null {
  const [{ data }] = useQuery({ query: StaffChatAssistantQuery, variables: { id: chatId } });
  const titleId = useId();
  const chat = data?.staffChat;
  const lines = chat?.assistantTranscript ?? [];
  const runId = chat?.assistantRunId ?? null;
  // A chat the patient opened without the assistant (or whose run is gone after its retention): nothing to tell.
  if (runId === null && lines.length === 0) return null;
  return (
    <details className="staff-assistant">
      <summary id={titleId}>What the patient did with the assistant</summary>
      {lines.length === 0 ? (
        <p>The assistant's transcript is no longer kept.</p>
      ) : (
        <>
          <p className="staff-assistant__note">
            Masked on the patient's phone: names, numbers, codes and typed text are stand-ins, not the patient's.
          </p>
          <ol className="staff-assistant__lines" aria-labelledby={titleId}>
            {lines.map((line, index) => (
              // Lines repeat ('buttons: …'): their place is their key.
              <li key={index}>{line}</li>
            ))}
          </ol>
        </>
      )}
      {runId === null ? null : (
        <p className="staff-assistant__replay">
          <a href={`/inspect/runs/${encodeURIComponent(runId)}`}>Replay this conversation</a> (testers' library, a
          tester login)
        </p>
      )}
    </details>
  );
}
