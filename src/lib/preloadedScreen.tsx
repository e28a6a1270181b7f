import { lazy, useState, type ComponentType } from 'react';

export type ScreenLoader = () => Promise<ComponentType>;

const loaded = new WeakMap<ScreenLoader, ComponentType>();

/** Loads a screen's code ahead of the first render (main.tsx, for the first screen). */
export async function preloadScreen(load: ScreenLoader): Promise<void> {
  loaded.set(load, await load());
}

/**
 * A lazily loaded screen that renders at once when its code was preloaded: React.lazy suspends on its first
 * render even then, and that one frame of the Suspense fallback would replace the first screen index.html
 * painted (src/firstPaint/) with "Loading…" before the app's own copy of it.
 */
export function preloadableScreen(load: ScreenLoader): ComponentType {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function Screen(): React.JSX.Element {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the screen.
    const [Component] = useState<ComponentType>(() => loaded.get(load) ?? Lazy);
    return <Component />;
  };
}
