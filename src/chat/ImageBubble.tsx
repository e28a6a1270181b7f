import { useState } from 'react';

interface ImageBubbleProps {
  readonly url: string;
  readonly alt: string;
}

/** An image in the transcript with the spec's loading and failure messages. */
export function ImageBubble({ url, alt }: ImageBubbleProps): React.JSX.Element {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (status === 'failed') return <p className="chat-image__status chat-image__status--failed">Unable to load image!</p>;
  return (
    <figure className="chat-image">
      {status === 'loading' && <p className="chat-image__status">Loading image...</p>}
      <img
        className="chat-image__img"
        src={url}
        alt={alt}
        // Kept in the DOM while hidden so the browser fetches it and reports load or error.
        hidden={status !== 'loaded'}
        onLoad={() => setStatus('loaded')}
        onError={() => setStatus('failed')}
      />
    </figure>
  );
}
