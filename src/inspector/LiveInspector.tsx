import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Snapshot } from 'xstate';
import { toJson } from '../../flows/trace/json';
import type { Trace } from '../../flows/trace/trace';
import { ActorList, type ActorItem } from './ActorList';
import { EventLog } from './EventLog';
import { stateLabel } from './format';
import { GraphPane } from './GraphPane';
import { activeStateIds, validEvents } from './graph/stateInfo';
import { liveActors, type LiveActor } from './liveActors';
import { liveSession, type LiveSession } from './liveSession';
import { RecordingControls } from './RecordingControls';
import { SendEventPanel } from './SendEventPanel';
import { eventDraft } from './sendEvent';

function actorItem(actor: LiveActor): ActorItem {
  const snapshot = actor.ref.getSnapshot() as Snapshot<unknown> & { value?: unknown };
  const where =
    actor.machine !== null && snapshot.status === 'active' ? stateLabel(toJson(snapshot.value)) : snapshot.status;
  return {
    key: actor.path,
    name: actor.name,
    depth: actor.depth,
    detail: `${actor.machine === null ? 'no statechart' : `${actor.machine.id} machine`} · ${where}`,
  };
}

interface LiveInspectorProps {
  readonly onReplay: (trace: Trace) => void;
  /** The page's session by default; tests give their own. */
  readonly session?: LiveSession;
  readonly download?: (name: string, text: string) => void;
}

/**
 * The running conversation: its actors, the selected one's statechart with the active states lit,
 * the events valid now to send by hand, and the event log, all updating as the patient chats.
 */
export function LiveInspector({ onReplay, session = liveSession, download }: LiveInspectorProps): React.JSX.Element {
  const state = useSyncExternalStore(session.subscribe, session.getState);
  useEffect(() => session.start(), [session]);

  // Snapshots are read from the live actors; `state` changes whenever any of them did.
  const actors = useMemo(() => (state.root === null ? [] : liveActors(state.root)), [state]);
  const [selectedPath, setSelectedPath] = useState<string | null>(null);
  const selected = actors.find((actor) => actor.path === selectedPath) ?? actors[0] ?? null;
  const snapshot = selected?.ref.getSnapshot() as Snapshot<unknown> | undefined;
  const activeIds = useMemo(() => (snapshot === undefined ? [] : activeStateIds(snapshot)), [snapshot]);
  const events = useMemo(() => (snapshot === undefined ? [] : validEvents(snapshot)), [snapshot]);
  const items = useMemo(() => actors.map(actorItem), [actors]);
  const [draft, setDraft] = useState('');

  return (
    <div className="inspector-mode">
      <RecordingControls
        recording={state.recording}
        incomplete={state.incomplete}
        toTrace={() => session.toTrace()}
        onStop={() => session.stop()}
        onReplay={onReplay}
        download={download}
      />
      {state.root === null ? (
        <p className="inspector-note">
          {session.enabled
            ? 'No conversation is running. Chat as a patient and its actors appear here.'
            : 'The inspector is off for this build.'}
        </p>
      ) : null}
      <div className="inspector-workspace">
        <ActorList actors={items} selected={selected?.path ?? null} onSelect={setSelectedPath} />
        <GraphPane
          actorName={selected?.name ?? null}
          machine={selected?.machine ?? null}
          activeIds={activeIds}
          onSelectEvent={(type) => setDraft(eventDraft(type))}
        />
        <aside className="inspector-side">
          {selected !== null && selected.machine !== null ? (
            <SendEventPanel
              actorName={selected.name}
              events={events}
              draft={draft}
              onDraftChange={setDraft}
              onSend={(event) => selected.ref.send(event)}
            />
          ) : null}
        </aside>
      </div>
      <EventLog entries={state.log} />
    </div>
  );
}
