import { useEffect, useRef, useState } from 'react';
import { PDF_CONTENT_TYPE, authorLabel, documentNameText, documentText } from '../../../domain/documents';
import type { DocumentItem } from './api/documentActors';
import { Dialog } from '../../ui/Dialog';

export interface DocumentViewerProps {
  readonly documents: readonly DocumentItem[];
  /** The patient's name: what a document by 'Patient/…' is labelled. */
  readonly patientName: string;
  /** An object URL of a blob fetched with the bearer token (never a token in a URL); the viewer revokes it. */
  readonly loadFile: (url: string) => Promise<string>;
}

type Opened =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'loaded'; readonly objectUrl: string };

/** One opened document: an image in the image viewer, a PDF as a link to open it in a new tab or download it. */
function FileDialog({
  document,
  loadFile,
  onClose,
}: {
  document: DocumentItem;
  loadFile: DocumentViewerProps['loadFile'];
  onClose: () => void;
}): React.JSX.Element {
  const [opened, setOpened] = useState<Opened>({ status: 'loading' });
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    let live = true;
    let objectUrl: string | null = null;
    loadFile(document.url).then(
      (url) => {
        if (!live) return URL.revokeObjectURL(url);
        objectUrl = url;
        setOpened({ status: 'loaded', objectUrl: url });
      },
      () => {
        if (live) setOpened({ status: 'failed' });
      },
    );
    return () => {
      live = false;
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    };
  }, [document.url, loadFile]);
  const pdf = document.contentType === PDF_CONTENT_TYPE;
  return (
    <Dialog title={documentNameText(document.description)} onCancel={onClose} initialFocus={closeRef}>
      {opened.status === 'loading' ? <p role="status">{documentText().loadingFile}</p> : null}
      {opened.status === 'failed' ? <p role="alert">{documentText().unableToLoad}</p> : null}
      {opened.status === 'loaded' && !pdf ? (
        <img className="documents__image" src={opened.objectUrl} alt={documentNameText(document.description)} />
      ) : null}
      <div className="actions">
        {opened.status === 'loaded' && pdf ? (
          <a className="button button--primary" href={opened.objectUrl} target="_blank" rel="noopener noreferrer">
            Open PDF
          </a>
        ) : null}
        {opened.status === 'loaded' ? (
          <a
            className="button button--secondary"
            href={opened.objectUrl}
            download={documentNameText(document.description)}
          >
            Download
          </a>
        ) : null}
        <button ref={closeRef} type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}

/** The document viewer (spec 000 §2): each document with its author ('Hospital Staff' or the patient), opened on a press. */
export function DocumentViewer({ documents, patientName, loadFile }: DocumentViewerProps): React.JSX.Element {
  const [open, setOpen] = useState<DocumentItem | null>(null);
  if (documents.length === 0) return <p className="documents__empty">{documentText().noDocuments}</p>;
  return (
    <>
      <ul className="documents__list" aria-label={documentText().list}>
        {documents.map((document) => (
          <li key={document.id} className="documents__item">
            {/* Named by its own text ('Open' said, not shown) so the name holds the visible name (WCAG 2.5.3 Label in Name). */}
            <button type="button" className="documents__open" onClick={() => setOpen(document)}>
              <span className="visually-hidden">{documentText().open} </span>
              <span className="documents__kind" aria-hidden="true">
                {document.contentType === PDF_CONTENT_TYPE ? 'PDF' : 'IMG'}
              </span>
              <span className="documents__name">{documentNameText(document.description)}</span>
            </button>
            <span className="documents__author">{authorLabel(document.author, patientName)}</span>
          </li>
        ))}
      </ul>
      {open === null ? null : <FileDialog document={open} loadFile={loadFile} onClose={() => setOpen(null)} />}
    </>
  );
}
