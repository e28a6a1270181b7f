import { useId, useState, type ChangeEvent } from 'react';
import { blobIdOf } from '../../../domain/chatPayload';
import { AGENT_CHAT_TEXT } from '../../../domain/chatText';
import type { ReportImageKind } from '../../../domain/labReport';
import { compressAndUpload } from '../../lib/imageUpload';
import { Notice } from '../../ui/Notice';
import { useStaff } from '../staffContext';
import { useBlobImage } from '../useBlobImage';

const REPORT_IMAGE_LABELS: Readonly<Record<ReportImageKind, string>> = {
  header: 'Header',
  footer: 'Footer',
  signature: 'Signature',
};

export interface ReportImageSlotProps {
  readonly kind: ReportImageKind;
  readonly url: string | null;
  readonly onSet: (kind: ReportImageKind, blobId: string | null) => Promise<string | null>;
}

/**
 * One of the hospital's report images: the current one (fetched with the staff login), a replacement uploaded
 * like other staff images (re-encoded JPEG, which the PDF embeds as it is), and Clear.
 */
export function ReportImageSlot({ kind, url, onSet }: ReportImageSlotProps): React.JSX.Element {
  const { login } = useStaff();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const label = REPORT_IMAGE_LABELS[kind];

  const run = async (work: () => Promise<string | null>): Promise<void> => {
    setBusy(true);
    setProblem(null);
    let refusal: string | null;
    try {
      refusal = await work();
    } catch (error) {
      refusal = error instanceof Error ? error.message : AGENT_CHAT_TEXT.uploadFailed;
    }
    setBusy(false);
    setProblem(refusal);
  };

  const upload = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a failure.
    event.target.value = '';
    if (file === undefined) return;
    void run(async () => {
      const { imageUrl } = await compressAndUpload(file, login.accessToken, login.staff.organizationId);
      const blobId = blobIdOf(imageUrl);
      return blobId === null ? AGENT_CHAT_TEXT.uploadFailed : onSet(kind, blobId);
    });
  };

  return (
    <section className="staff-letterhead__image" aria-labelledby={titleId} aria-busy={busy}>
      <h3 id={titleId} className="staff-session__title">
        {label}
      </h3>
      {url === null ? <p>No {kind} image.</p> : <ReportImagePreview url={url} name={`Report ${kind}`} />}
      <label>
        {url === null ? `Upload a ${kind} image` : `Replace the ${kind} image`}
        <input type="file" accept="image/*" disabled={busy} onChange={upload} />
      </label>
      {url === null ? null : (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          onClick={() => void run(() => onSet(kind, null))}
        >
          Clear the {kind} image
        </button>
      )}
      {busy ? <p role="status">Saving…</p> : null}
      {problem === null ? null : <Notice tone="error">{problem}</Notice>}
    </section>
  );
}

function ReportImagePreview({ url, name }: { url: string; name: string }): React.JSX.Element {
  const image = useBlobImage(url);
  if (image.status === 'loading') return <p className="staff-image__status">Loading {name}…</p>;
  if (image.status === 'failed')
    return <p className="staff-image__status staff-image__status--failed">Unable to load {name}!</p>;
  return <img className="staff-letterhead__preview" src={image.url} alt={name} />;
}
