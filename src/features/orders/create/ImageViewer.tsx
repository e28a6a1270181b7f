import { useEffect, useRef } from 'react';
import { Dialog } from '../../../ui/Dialog';

/** The image viewer (spec 001 §2): an attached image, full width, from the file itself (nothing is fetched). */
export function ImageViewer({
  name,
  file,
  onClose,
}: {
  name: string;
  file: Blob;
  onClose: () => void;
}): React.JSX.Element {
  const image = useRef<HTMLImageElement>(null);
  // The object URL lives as long as the effect: set on the element directly, so a re-run never shows a revoked one.
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current !== null) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <Dialog title={name} onCancel={onClose}>
      <img ref={image} className="order-create__image" alt={name} />
      <button type="button" className="button button--secondary" onClick={onClose}>
        Close
      </button>
    </Dialog>
  );
}
