import { t } from '../../../i18n/translate';
import { useState } from 'react';
import { blobIdOf } from '../../../domain/blobUrl';
import { useImageLoader, useObjectUrl } from './imageLoader';

interface ImageBubbleProps {
  readonly url: string;
  readonly alt: string;
}

/**
 * An image in the transcript with the spec's loading and failure messages. An uploaded photo (a /blob/get/
 * url) is fetched with the login when a loader is provided (imageLoader.ts): a plain <img> would get 401.
 */
export function ImageBubble({ url, alt }: ImageBubbleProps): React.JSX.Element {
  const loader = useImageLoader();
  const source = useObjectUrl(url, loader !== null && blobIdOf(url) !== null ? loader : null);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (status === 'failed' || source.kind === 'failed')
    return <p className="chat-image__status chat-image__status--failed">{t('chat.imageFailed')}</p>;
  return (
    <figure className="chat-image">
      {status === 'loading' && <p className="chat-image__status">{t('chat.imageLoading')}</p>}
      {source.kind === 'shown' && (
        <img
          className="chat-image__img"
          src={source.src}
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
