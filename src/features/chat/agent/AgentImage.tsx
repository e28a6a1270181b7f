import { t } from '../../../../i18n/translate';
import { useState } from 'react';
import { useObjectUrl, type LoadImage } from '../imageLoader';

interface AgentImageProps {
  readonly imageUrl: string;
  readonly description: string;
  readonly loadImage: LoadImage;
}

/**
 * An image of the chat with the spec's loading and failure messages (like src/features/chat/ImageBubble.tsx). The
 * blob service needs the login, which an <img> cannot send: the image is fetched into an object URL
 * (imageLoader.ts useObjectUrl), revoked when the bubble goes. A message's image never changes; key the component by its url.
 */
export function AgentImage({ imageUrl, description, loadImage }: AgentImageProps): React.JSX.Element {
  const status = useObjectUrl(imageUrl, loadImage);
  const [loaded, setLoaded] = useState(false);
  const [broken, setBroken] = useState(false);

  if (status.kind === 'failed' || broken)
    return <p className="chat-image__status chat-image__status--failed">{t('chat.imageFailed')}</p>;
  return (
    <figure className="chat-image">
      {(status.kind === 'loading' || !loaded) && <p className="chat-image__status">{t('chat.imageLoading')}</p>}
      {status.kind === 'shown' && (
        <img
          className="chat-image__img"
          src={status.src}
          alt={description === '' ? t('chat.image') : description}
          // Kept in the DOM while hidden so the browser decodes it and reports load or error.
          hidden={!loaded}
          onLoad={() => setLoaded(true)}
          onError={() => setBroken(true)}
        />
      )}
      {description !== '' && <figcaption className="chat-bubble__text agent-image__caption">{description}</figcaption>}
    </figure>
  );
}
