import { Suspense, lazy, type ComponentProps } from 'react';
import type { Composer as TypedComposer } from './Composer';

// The typed composers (number, code, text, photo) load with the whole assistant (assistantLoader.ts), not on
// the chat home's first paint: the opening asks for no typing (docs/PERFORMANCE.md budget).
const Composer = lazy(async () => ({ default: (await import('./Composer')).Composer }));

/** The chat home's composer: nothing while the flow asks for no typing, else the mode's composer. */
export function ChatComposer(props: ComponentProps<typeof TypedComposer>): React.JSX.Element | null {
  if (props.mode.kind === 'none') return null;
  return (
    <Suspense fallback={null}>
      <Composer {...props} />
    </Suspense>
  );
}
