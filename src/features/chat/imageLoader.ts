import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { SessionStore } from '../../lib/session/sessionStore';

/** Fetches a blob service url with the login and gives an object URL for it (the caller revokes it). */
export type LoadImage = (imageUrl: string) => Promise<string>;

/**
 * How the transcript's image bubbles load a /blob/get/ url: the blob service needs the login, which an
 * <img> cannot send (server/http/blob.ts). ChatHome provides it; without one (the inspector) the url is used as is.
 */
export const ImageLoaderContext = createContext<LoadImage | null>(null);

export function useImageLoader(): LoadImage | null {
  return useContext(ImageLoaderContext);
}

/** The loader over the signed-in account's token (none: the image fails like any other). */
export function useSessionImageLoader(session: SessionStore): LoadImage {
  return useCallback(
    async (imageUrl: string) => {
      // Loaded with the first image, not on the chat home's first paint (docs/PERFORMANCE.md budget).
      const [{ fetchBlobObjectUrl }, { DEFAULT_ERROR_MESSAGE }] = await Promise.all([
        import('../../lib/imageUpload'),
        import('../../../domain/errors'),
      ]);
      const token = session.accessToken();
      if (token === null) throw new Error(DEFAULT_ERROR_MESSAGE);
      return fetchBlobObjectUrl(imageUrl, token);
    },
    [session],
  );
}

export type ImageSource =
  { readonly kind: 'loading' } | { readonly kind: 'shown'; readonly src: string } | { readonly kind: 'failed' };

/**
 * The src of an image fetched by `loadImage` into an object URL, revoked when the image goes or its url
 * changes; with no loader, the url itself.
 */
export function useObjectUrl(imageUrl: string, loadImage: LoadImage | null): ImageSource {
  // The answer with the url it is for: a new url reads as loading until its own answer comes.
  const [answer, setAnswer] = useState<{ readonly url: string; readonly source: ImageSource } | null>(null);
  useEffect(() => {
    if (loadImage === null) return undefined;
    let current: string | null = null;
    let cancelled = false;
    loadImage(imageUrl).then(
      (src) => {
        if (cancelled) {
          URL.revokeObjectURL(src);
          return;
        }
        current = src;
        setAnswer({ url: imageUrl, source: { kind: 'shown', src } });
      },
      () => {
        if (!cancelled) setAnswer({ url: imageUrl, source: { kind: 'failed' } });
      },
    );
    return () => {
      cancelled = true;
      if (current !== null) URL.revokeObjectURL(current);
    };
  }, [imageUrl, loadImage]);
  if (loadImage === null) return { kind: 'shown', src: imageUrl };
  return answer !== null && answer.url === imageUrl ? answer.source : { kind: 'loading' };
}
