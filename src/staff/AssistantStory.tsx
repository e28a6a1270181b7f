import { useId } from 'react';
import { useQuery } from 'urql';
import { StaffChatAssistantQuery } from './graphql/staff';

interface Story {
  readonly runId: string | null;
  readonly lines: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The chat's assistant run, or null when the patient came without one (or it is gone after its retention). */
function storyOf(data: unknown): Story | null {
  const chat = isRecord(data) ? data.staffChat : null;
  if (!isRecord(chat)) return null;
  const runId = typeof chat.assistantRunId === 'string' ? chat.assistantRunId : null;
  const lines = Array.isArray(chat.assistantTranscript)
    ? chat.assistantTranscript.filter((line): line is string => typeof line === 'string')
    : [];
  return runId === null && lines.length === 0 ? null : { runId, lines };
}

/**
 * A chat the assistant handed over: what the patient did with it before, as the masked transcript lines of its
 * recorded run, folded away until wanted, and the run's place in the testers' library (another entry: a full load).
 */
export function AssistantStory({ chatId }: { chatId: string }): React.JSX.Element | null {
  const [{ data }] = useQuery({ query: StaffChatAssistantQuery, variables: { id: chatId } });
  const titleId = useId();
  const story = storyOf(data);
  if (story === null) return null;
  return (
    <details className="staff-assistant">
      <summary id={titleId}>What the patient did with the assistant</summary>
      {story.lines.length === 0 ? (
        <p>The assistant's transcript is no longer kept.</p>
      ) : (
        <ol className="staff-assistant__lines" aria-labelledby={titleId}>
          {story.lines.map((line, index) => (
            // Lines repeat ('buttons: …'): their place is their key.
            <li key={index}>{line}</li>
          ))}
        </ol>
      )}
      {story.runId === null ? null : (
        <p className="staff-assistant__replay">
          <a href={`/inspect/runs/${encodeURIComponent(story.runId)}`}>Replay this conversation</a> (testers' library, a
          tester login)
        </p>
      )}
    </details>
  );
}
