import { useEffect, type ReactNode } from 'react';
import type { MessageId } from '../../i18n/messages.generated';
import { t } from '../../i18n/translate';
import { tenant } from '../config/tenant';
import { loadRestOfCatalogue } from '../lib/language/catalogue';

/** A page's title in the catalogue (`common.title.*`). */
export type TitleId = Extract<MessageId, `common.title.${string}`>;

/** `<page> · <tenant name>`: the page first, so tabs, history and search results tell pages apart. */
function pageTitle(page: string): string {
  return `${page} · ${tenant.name}`;
}

/**
 * Sets the document's title while the calling page is shown. Titles are in the part of the catalogue loaded after
 * the first frame: until it is there (the chat home's first render), the title waits for it rather than show an id.
 */
function usePageTitle(page: TitleId): void {
  useEffect(() => {
    let shown = true;
    const show = (): void => {
      const text = t(page);
      if (shown && text !== page) document.title = pageTitle(text);
    };
    show();
    loadRestOfCatalogue().then(show, () => undefined);
    return () => {
      shown = false;
    };
  }, [page]);
}

/**
 * A route's title, set by the route definition (src/app/router.tsx) around the route's element: outside
 * the screen's Suspense, so the title is right while a lazy screen still loads.
 */
export function Titled({ title, children }: { title: TitleId; children: ReactNode }): React.JSX.Element {
  usePageTitle(title);
  return <>{children}</>;
}
