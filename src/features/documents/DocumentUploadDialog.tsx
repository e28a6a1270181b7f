import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { documentUploadMachine } from '../../../machines/documentUpload.machine';
import { type ChangeEvent, useCallback, useId, useState } from 'react';
import { DOCUMENT_TEXT, type DocumentKind } from '../../../domain/documents';
import { uploadFailureLines, type ChosenFile } from '../../../machines/documentUpload.machine';
import { documentUploadActors, type DocumentSink } from './api/documentActors';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { composeDocumentUpload } from '../../composition/documentUpload';

export interface DocumentUploadDialogProps {
  readonly appointmentId: string;
  readonly patientId: string;
  readonly sink: DocumentSink;
  /** What the dialog is for ('Upload documents', 'Send a prescription'). */
  readonly title?: string;
  readonly onClose: () => void;
}

const STATUS_TEXT = { chosen: '', uploaded: DOCUMENT_TEXT.uploaded, failed: 'Failed' } as const;

/** The files of an input as the machine takes them, each with a fresh key (its document id too). */
function chosenFiles(event: ChangeEvent<HTMLInputElement>): ChosenFile[] {
  const files = [...(event.target.files ?? [])].map((file) => ({
    key: crypto.randomUUID(),
    name: file.name,
    type: file.type,
    size: file.size,
    file,
  }));
  // The same file may be chosen again after a removal.
  event.target.value = '';
  return files;
}

/** What the screen shows of its machine: the context and the states it tells apart. */
const selectView = (snapshot: SnapshotFrom<typeof documentUploadMachine>) => ({
  context: snapshot.context,
  compressing: snapshot.matches('compressing'),
  uploading: snapshot.matches('uploading'),
  idle: snapshot.matches('idle'),
  choosing: snapshot.matches('choosing'),
  partlyFailed: snapshot.matches('partlyFailed'),
  done: snapshot.matches('done'),
});

/**
 * The upload modal (spec 000 §2 document upload): an image input (images only), a document input (PDF
 * only), the chosen list, and Upload, disabled with nothing chosen. Runs documentUploadMachine.
 */
export function DocumentUploadDialog({
  appointmentId,
  patientId,
  sink,
  title = DOCUMENT_TEXT.uploadTitle,
  onClose,
}: DocumentUploadDialogProps): React.JSX.Element {
  const [logic] = useState(() => composeDocumentUpload({ actors: documentUploadActors(sink) }));
  const actorRef = useActorRef(logic, { input: { appointmentId, patientId } });
  const view = useSelector(actorRef, selectView, shallowEqual);
  // Stable for the actor's life: effects that list it run only when their other inputs change.
  const send = useCallback<typeof actorRef.send>((event) => actorRef.send(event), [actorRef]);
  const imagesId = useId();
  const pdfId = useId();
  const { context } = view;
  const busy = view.compressing || view.uploading;
  const editable = view.idle || view.choosing;
  const choose = (kind: DocumentKind) => (event: ChangeEvent<HTMLInputElement>) =>
    send({ type: 'FILES_CHOSEN', kind, files: chosenFiles(event) });
  const failures = uploadFailureLines(context);

  return (
    <Dialog title={title} onCancel={busy ? undefined : onClose}>
      {editable ? (
        <div className="documents__inputs">
          <label className="documents__input" htmlFor={imagesId}>
            Images
            <input id={imagesId} type="file" accept="image/*" multiple onChange={choose('image')} />
          </label>
          <label className="documents__input" htmlFor={pdfId}>
            PDF documents
            <input id={pdfId} type="file" accept="application/pdf" multiple onChange={choose('document')} />
          </label>
        </div>
      ) : null}
      {context.refusal === null || !editable ? null : <Notice tone="error">{context.refusal}</Notice>}
      {context.files.length === 0 ? null : (
        <ul className="documents__chosen" aria-label="Chosen files">
          {context.files.map((entry) => (
            <li key={entry.key} className="documents__chosen-item">
              <span className="documents__name">{entry.name}</span>
              <span className="documents__status">{STATUS_TEXT[entry.status]}</span>
              {editable ? (
                <button
                  type="button"
                  className="button button--link"
                  aria-label={`Remove ${entry.name}`}
                  onClick={() => send({ type: 'REMOVE', key: entry.key })}
                >
                  Remove
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {busy ? <p role="status">{view.compressing ? 'Preparing…' : 'Uploading…'}</p> : null}
      {failures.length === 0 || !view.partlyFailed ? null : (
        <Notice tone="error">
          {failures.map((line) => (
            <span key={line} className="documents__failure">
              {line}
            </span>
          ))}
        </Notice>
      )}
      {view.done ? <p role="status">{DOCUMENT_TEXT.uploaded}</p> : null}
      <div className="actions">
        {editable ? (
          <button
            type="button"
            className="button button--primary"
            disabled={!view.choosing}
            onClick={() => send({ type: 'UPLOAD' })}
          >
            Upload
          </button>
        ) : null}
        {view.partlyFailed ? (
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
            Retry
          </button>
        ) : null}
        <button type="button" className="button button--secondary" disabled={busy} onClick={onClose}>
          {view.done ? 'Close' : 'Cancel'}
        </button>
      </div>
    </Dialog>
  );
}
