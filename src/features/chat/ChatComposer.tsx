import { useEffect, useState, type ComponentProps } from 'react';
import { loadComposerCode, loadedComposerCode } from './assistantLoader';
import type { Composer as TypedComposer } from './Composer';

type ComposerCode = Awaited<ReturnType<typeof loadComposerCode>>;

/**
 * The chat home's composer: nothing while the flow asks for no typing, else the mode's composer. Their code
 * loads with the whole assistant (assistantLoader.ts), not on the first paint: the opening's greeting asks for
 * no typing (docs/PERFORMANCE.md budget). Loaded already, it shows with the question that asks for it; until
 * then an empty row keeps its room, so nothing moves when it comes (the menu's text box comes with the menu's
 * buttons). A load that failed (the network) is asked for again at the next question, rather than with
 * React.lazy, which would keep the failure and take the chat home down with it.
 */
export function ChatComposer(props: ComponentProps<typeof TypedComposer>): React.JSX.Element | null {
  const [fetched, setFetched] = useState<ComposerCode | null>(null);
  const code = fetched ?? loadedComposerCode();
  const typing = props.mode.kind !== 'none';
  useEffect(() => {
    if (!typing || code !== null) return undefined;
    let current = true;
    loadComposerCode().then(
      (module) => {
        if (current) setFetched(module);
      },
      (error: unknown) => console.error('The composer could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [typing, code, props.mode]);
  if (!typing) return null;
  if (code === null) return <ComposerRoom />;
  return <code.Composer {...props} />;
}

/** The composer's row, empty, while its code loads: the same height, nothing to read or press. */
function ComposerRoom(): React.JSX.Element {
  return (
    <div className="chat-composer" aria-hidden="true">
      <div className="chat-composer__row">
        <span className="chat-composer__input" />
      </div>
    </div>
  );
}
