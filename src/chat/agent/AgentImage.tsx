import { useEffect, useState } from 'react';

interface AgentImageProps {
  readonly imageUrl: string;
  readonly description: string;
  readonly loadImage: (imageUrl: string) => Promise<string>;
}

type Status = { readonly kind: 'loading' } | { readonly kind: 'shown'; readonly src: string } | { readonly kind: 'failed' };

/**
 * An image of the chat with the spec's loading and failure messages (like src/chat/ImageBubble.tsx). The
 * blob service needs the login, which an <img> cannot send: the image is fetched into an object URL,
 * revoked when the bubble goes. A message's image never changes; key the component by its url.
 */
export function AgentImage({ imageUrl, description, loadImage }: AgentImageProps): React.JSX.Element {
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let current: string | null = null;
    let cancelled = false;
    loadImage(imageUrl).then(
      (src) => {
        if (cancelled) {
          URL.revokeObjectURL(src);
          return;
        }
        current = src;
        setStatus({ kind: 'shown', src });
      },
      () => {
        if (!cancelled) setStatus({ kind: 'failed' });
      },
    );
    return () => {
      cancelled = true;
      if (current !== null) URL.revokeObjectURL(current);
    };
  }, [imageUrl, loadImage]);

  if (status.kind === 'failed') return <p className="chat-image__status chat-image__status--failed">Unable to load image!</p>;
  return (
    <figure className="chat-image">
      {(status.kind === 'loading' || !loaded) && <p className="chat-image__status">Loading image...</p>}
      {status.kind === 'shown' && (
        <img
          className="chat-image__img"
          src={status.src}
          alt={description === '' ? 'Image' : description}
          // Kept in the DOM while hidden so the browser decodes it and reports load or error.
          hidden={!loaded}
          onLoad={() => setLoaded(true)}
          onError={() => setStatus({ kind: 'failed' })}
        />
      )}
      {description !== '' && <figcaption className="chat-bubble__text agent-image__caption">{description}</figcaption>}
    </figure>
  );
}
