import './chat.css';
import { tenant } from '../app/tenant';
import { Composer } from './Composer';
import { ReplyButtons } from './ReplyButtons';
import { Transcript } from './Transcript';
import { useAssistant } from './useAssistant';

/** '/chat-home': the assistant's conversation with the hospital's name above it. */
export function ChatHome(): React.JSX.Element {
  const { transcript, tap, submit } = useAssistant();
  return (
    <div className="chat-home">
      <header className="chat-home__header">
        <h1 className="chat-home__title">{tenant.name}</h1>
      </header>
      <Transcript bubbles={transcript.bubbles} />
      <div className="chat-home__dock">
        <ReplyButtons buttons={transcript.buttons} onTap={tap} />
        <Composer mode={transcript.composer} onSubmit={submit} onTap={tap} />
      </div>
    </div>
  );
}
