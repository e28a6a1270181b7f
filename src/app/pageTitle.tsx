import { useEffect, type ReactNode } from 'react';
import { tenant } from '../config/tenant';

/** `<page> · <tenant name>`: the page first, so tabs, history and search results tell pages apart. */
function pageTitle(page: string): string {
  return `${page} · ${tenant.name}`;
}

/** Sets the document's title while the calling page is shown. */
function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}

/**
 * A route's title, set by the route definition (src/app/router.tsx) around the route's element: outside
 * the screen's Suspense, so the title is right while a lazy screen still loads.
 */
export function Titled({ title, children }: { title: string; children: ReactNode }): React.JSX.Element {
  usePageTitle(title);
  return <>{children}</>;
}
