import { useRef, useState } from 'react';
import { Dialog } from '../ui/Dialog';
import { useBlobImage } from './useBlobImage';

export interface ChatImageProps {
  readonly imageUrl: string;
  readonly description: string;
  /** Who sent it, for the image's name ('Image from Nimal Perera'). */
  readonly from: string;
}

/** An image message: a thumbnail that opens the image viewer (a dialog with the full image). */
export function ChatImage({ imageUrl, description, from }: ChatImageProps): React.JSX.Element {
  const image = useBlobImage(imageUrl);
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const alt = description.trim() === '' ? `Image from ${from}` : description;

  return (
    <figure className="staff-image">
      {image.status === 'loading' ? <p className="staff-image__status">Loading image…</p> : null}
      {image.status === 'failed' ? (
        <p className="staff-image__status staff-image__status--failed">Unable to load image!</p>
      ) : null}
      {image.status === 'loaded' ? (
        <button
          type="button"
          className="staff-image__open"
          onClick={() => setOpen(true)}
          aria-label={`Open image: ${alt}`}
        >
          <img className="staff-image__thumb" src={image.url} alt="" />
        </button>
      ) : null}
      {description.trim() === '' ? null : <figcaption className="staff-msg__text">{description}</figcaption>}
      {open && image.status === 'loaded' ? (
        <Dialog title="Image" onCancel={() => setOpen(false)} initialFocus={closeRef}>
          <img className="staff-viewer__image" src={image.url} alt={alt} />
          {description.trim() === '' ? null : <p className="staff-msg__text">{description}</p>}
          <div className="actions">
            <a className="button button--secondary" href={image.url} download="image.jpg">
              Download
            </a>
            <button ref={closeRef} type="button" className="button button--primary" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
        </Dialog>
      ) : null}
    </figure>
  );
}
