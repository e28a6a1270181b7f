import { useId, useState } from 'react';
import type { EventObject } from 'xstate';
import { eventDraft, parseEventDraft } from './sendEvent';

interface SendEventPanelProps {
  /** The live actor events go to. */
  readonly actorName: string;
  /** Event types with a transition from the actor's active states (from its machine definition). */
  readonly events: readonly string[];
  readonly draft: string;
  readonly onDraftChange: (draft: string) => void;
  readonly onSend: (event: EventObject) => void;
}

/** Sends a hand-written event to the selected live actor: pick one valid now, edit its payload, send. */
export function SendEventPanel({
  actorName,
  events,
  draft,
  onDraftChange,
  onSend,
}: SendEventPanelProps): React.JSX.Element {
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const titleId = useId();
  const editorId = useId();
  const draftType = (() => {
    const parsed = parseEventDraft(draft);
    return parsed.ok ? parsed.event.type : null;
  })();

  const send = (): void => {
    const parsed = parseEventDraft(draft);
    if (!parsed.ok) {
      setError(parsed.error);
      setSent(null);
      return;
    }
    setError(null);
    onSend(parsed.event);
    setSent(`Sent ${parsed.event.type} to ${actorName}.`);
  };

  return (
    <section className="inspector-send" aria-labelledby={titleId}>
      <h2 id={titleId} className="inspector-heading">
        Send an event to {actorName}
      </h2>
      {events.length === 0 ? (
        <p className="inspector-muted">No event has a transition from the current state.</p>
      ) : (
        <ul className="inspector-chips" aria-label="Events valid now">
          {events.map((type) => (
            <li key={type}>
              <button
                type="button"
                className="inspector-chip"
                aria-pressed={draftType === type}
                onClick={() => {
                  onDraftChange(eventDraft(type));
                  setError(null);
                }}
              >
                {type}
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={editorId} className="inspector-field">
        <span>Event (JSON)</span>
      </label>
      <textarea
        id={editorId}
        className="inspector-editor"
        spellCheck={false}
        rows={6}
        value={draft}
        aria-invalid={error !== null}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            send();
          }
        }}
      />
      {draftType !== null && !events.includes(draftType) ? (
        <p className="inspector-muted">
          {draftType} has no transition from the current state; the actor will ignore it.
        </p>
      ) : null}
      <div className="inspector-row">
        <button type="button" className="button button--small" onClick={send}>
          Send event
        </button>
        <span className="inspector-muted">or Ctrl+Enter</span>
      </div>
      {error !== null ? (
        <p className="inspector-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="inspector-muted" role="status">
        {sent ?? ''}
      </p>
    </section>
  );
}
