import { useEffect, useState, type ComponentProps } from 'react';
import { loadComposerCode } from './assistantLoader';
import type { Composer as TypedComposer } from './Composer';

type ComposerCode = Awaited<ReturnType<typeof loadComposerCode>>;

let loaded: ComposerCode | null = null;

/**
 * The chat home's composer: nothing while the flow asks for no typing, else the mode's composer. Their code
 * loads with the whole assistant (assistantLoader.ts), not on the first paint: the opening asks for no typing
 * (docs/PERFORMANCE.md budget). A load that failed (the network) is asked for again at the next question,
 * rather than with React.lazy, which would keep the failure and take the chat home down with it.
 */
export function ChatComposer(props: ComponentProps<typeof TypedComposer>): React.JSX.Element | null {
  const [code, setCode] = useState<ComposerCode | null>(loaded);
  const typing = props.mode.kind !== 'none';
  useEffect(() => {
    if (!typing || code !== null) return undefined;
    let current = true;
    loadComposerCode().then(
      (module) => {
        loaded = module;
        if (current) setCode(module);
      },
      (error: unknown) => console.error('The composer could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [typing, code, props.mode]);
  if (!typing || code === null) return null;
  return <code.Composer {...props} />;
}
