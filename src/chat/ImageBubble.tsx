import { useEffect, useState } from 'react';
import { blobIdOf } from '../../domain/chatPayload';
import { fetchBlobObjectUrl } from '../api/imageUpload';
import { useOptionalAccessToken } from '../app/session';

interface ImageBubbleProps {
  readonly url: string;
  readonly alt: string;
}

/**
 * An image in the transcript with the spec's loading and failure messages. A prescription photo lives in the
 * blob service, which needs the login an <img> cannot send: signed in, it is fetched into an object URL
 * (revoked when the bubble goes); any other url is shown as it is.
 */
export function ImageBubble({ url, alt }: ImageBubbleProps): React.JSX.Element {
  const token = useOptionalAccessToken();
  const fetched = token !== null && blobIdOf(url) !== null;
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!fetched) return undefined;
    let current: string | null = null;
    let cancelled = false;
    fetchBlobObjectUrl(url, token).then(
      (src) => {
        if (cancelled) {
          URL.revokeObjectURL(src);
          return;
        }
        current = src;
        setObjectUrl(src);
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      if (current !== null) URL.revokeObjectURL(current);
    };
  }, [fetched, token, url]);

  if (status === 'failed') return <p className="chat-image__status chat-image__status--failed">Unable to load image!</p>;
  const src = fetched ? objectUrl : url;
  return (
    <figure className="chat-image">
      {status === 'loading' && <p className="chat-image__status">Loading image...</p>}
      {src === null ? null : (
        <img
          className="chat-image__img"
          src={src}
          alt={alt}
          // Kept in the DOM while hidden so the browser fetches it and reports load or error.
          hidden={status !== 'loaded'}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
        />
      )}
    </figure>
  );
}
