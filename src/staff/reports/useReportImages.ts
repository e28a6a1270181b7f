import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import type { ReportImageKind } from '../../../domain/labReport';
import { outcomeOf } from '../../lib/staffLogin/staffClient';
import { StaffReportImagesQuery, StaffSetReportImageMutation } from './graphql';

/** The hospital's report images: blob urls by kind, null where none is set. */
type ReportImageUrls = Readonly<Record<ReportImageKind, string | null>>;

type ReportImagesLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: string }
  | { readonly status: 'loaded'; readonly urls: ReportImageUrls };

export interface ReportImagesState {
  readonly images: ReportImagesLoad;
  /** Sets (or with null clears) one image; resolves with the server's refusal in words, or null when it took it. */
  readonly set: (kind: ReportImageKind, blobId: string | null) => Promise<string | null>;
}

const urlsOf = (images: {
  headerImageUrl: string | null;
  footerImageUrl: string | null;
  signatureImageUrl: string | null;
}): ReportImageUrls => ({
  header: images.headerImageUrl,
  footer: images.footerImageUrl,
  signature: images.signatureImageUrl,
});

export function useReportImages(): ReportImagesState {
  const client = useClient();
  const [images, setImages] = useState<ReportImagesLoad>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    void client
      .query(StaffReportImagesQuery, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (!live) return;
        const outcome = outcomeOf(result);
        setImages(
          outcome.ok
            ? { status: 'loaded', urls: urlsOf(outcome.data.staffReportImages) }
            : { status: 'failed', error: outcome.message },
        );
      });
    return () => {
      live = false;
    };
  }, [client]);

  const set = useCallback(
    async (kind: ReportImageKind, blobId: string | null): Promise<string | null> => {
      const outcome = outcomeOf(await client.mutation(StaffSetReportImageMutation, { kind, blobId }).toPromise());
      if (!outcome.ok) return outcome.message;
      setImages({ status: 'loaded', urls: urlsOf(outcome.data.staffSetReportImage) });
      return null;
    },
    [client],
  );

  return { images, set };
}
