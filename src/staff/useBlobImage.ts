import { useEffect, useState } from 'react';
import { fetchBlobObjectUrl } from '../lib/imageUpload';
import { useStaff } from './staffContext';

export type BlobImage =
  { readonly status: 'loading' } | { readonly status: 'failed' } | { readonly status: 'loaded'; readonly url: string };

/**
 * An image of a chat, fetched with the staff token (an <img> cannot send one) into an object URL that is
 * revoked when the image leaves the screen.
 */
export function useBlobImage(imageUrl: string): BlobImage {
  const { login } = useStaff();
  const token = login.accessToken;
  const [image, setImage] = useState<{ readonly key: string; readonly image: BlobImage }>({
    key: imageUrl,
    image: { status: 'loading' },
  });

  useEffect(() => {
    let live = true;
    let objectUrl: string | null = null;
    fetchBlobObjectUrl(imageUrl, token).then(
      (url) => {
        if (!live) {
          URL.revokeObjectURL(url);
          return;
        }
        objectUrl = url;
        setImage({ key: imageUrl, image: { status: 'loaded', url } });
      },
      () => {
        if (live) setImage({ key: imageUrl, image: { status: 'failed' } });
      },
    );
    return () => {
      live = false;
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    };
  }, [imageUrl, token]);

  // A new url shows as loading until its own fetch ends.
  return image.key === imageUrl ? image.image : { status: 'loading' };
}
