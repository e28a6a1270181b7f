import './inspector.css';
import { useState } from 'react';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { tenant } from '../config/tenant';
import { ChatHome } from '../features/chat/ChatHome';
import { InspectorPanel } from './InspectorPanel';

/** At this width and above the chat and the inspector sit side by side (matches inspector.css). */
const SPLIT_QUERY = '(min-width: 960px)';

function wideScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SPLIT_QUERY).matches;
}

/**
 * '/inspect': the patient's chat and the inspector watching it. On a laptop they sit side by side (the
 * chat at phone width, the inspector taking the rest), so a tester chats and watches at once; on a
 * narrow screen one shows at a time and a switch flips between them. Both stay mounted either way,
 * so the conversation keeps running while the inspector is in front.
 */
export function InspectorPage(): React.JSX.Element {
  const [front, setFront] = useState<'chat' | 'inspector'>(() => (wideScreen() ? 'chat' : 'inspector'));
  const [chatShown, setChatShown] = useState(true);
  const chatFlow = tenant.uxFlow === 'chat';

  return (
    <div className="inspect-page" data-front={front} data-chat={chatShown ? 'shown' : 'hidden'}>
      <header className="inspect-page__header">
        <h1 className="inspect-page__title">Statechart inspector</h1>
        <div className="inspector-row inspect-page__narrow" role="group" aria-label="Show">
          <button
            type="button"
            className="inspector-tab"
            aria-pressed={front === 'chat'}
            onClick={() => setFront('chat')}
          >
            Chat
          </button>
          <button
            type="button"
            className="inspector-tab"
            aria-pressed={front === 'inspector'}
            onClick={() => setFront('inspector')}
          >
            Inspector
          </button>
        </div>
        <button
          type="button"
          className="inspector-tab inspect-page__wide"
          aria-pressed={chatShown}
          onClick={() => setChatShown(!chatShown)}
        >
          Show chat
        </button>
        {/* The patient app is another page (another entry): a full load, not a route change. */}
        <a href="/" className="inspect-page__exit">
          Leave the inspector
        </a>
      </header>
      <div className="inspect-page__body">
        <section className="inspect-page__chat" aria-label="Patient chat">
          {chatFlow ? (
            <ErrorBoundary>
              <ChatHome />
            </ErrorBoundary>
          ) : (
            <p className="inspector-note">
              {tenant.name} uses the flat screens, not the chat assistant, so there is no conversation to watch live
              here. Import a trace to replay it.
            </p>
          )}
        </section>
        <section className="inspect-page__inspector" aria-label="Inspector">
          <ErrorBoundary>
            <InspectorPanel />
          </ErrorBoundary>
        </section>
      </div>
    </div>
  );
}
