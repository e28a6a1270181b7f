import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { documentUploadMachine } from '../../../machines/documentUpload.machine';
import { type ChangeEvent, useCallback, useId, useState } from 'react';
import { documentText, type DocumentKind } from '../../../domain/documents';
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

/** A chosen file's state beside its name (nothing until it is sent). */
function statusText(status: 'chosen' | 'uploaded' | 'failed'): string {
  if (status === 'chosen') return '';
  return status === 'uploaded' ? documentText().uploaded : documentText().failed;
}

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
  title,
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
    <Dialog title={title ?? documentText().uploadTitle} onCancel={busy ? undefined : onClose}>
      {editable ? (
        <div className="documents__inputs">
          <label className="documents__input" htmlFor={imagesId}>
            {documentText().images}
            <input id={imagesId} type="file" accept="image/*" multiple onChange={choose('image')} />
          </label>
          <label className="documents__input" htmlFor={pdfId}>
            {documentText().pdfs}
            <input id={pdfId} type="file" accept="application/pdf" multiple onChange={choose('document')} />
          </label>
        </div>
      ) : null}
      {context.refusal === null || !editable ? null : <Notice tone="error">{context.refusal}</Notice>}
      {context.files.length === 0 ? null : (
        <ul className="documents__chosen" aria-label={documentText().chosen}>
          {context.files.map((entry) => (
            <li key={entry.key} className="documents__chosen-item">
              <span className="documents__name">{entry.name}</span>
              <span className="documents__status">{statusText(entry.status)}</span>
              {editable ? (
                <button
                  type="button"
                  className="button button--link"
                  aria-label={documentText().removeFile(entry.name)}
                  onClick={() => send({ type: 'REMOVE', key: entry.key })}
                >
                  {documentText().remove}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {busy ? <p role="status">{view.compressing ? documentText().preparing : documentText().uploading}</p> : null}
      {failures.length === 0 || !view.partlyFailed ? null : (
        <Notice tone="error">
          {failures.map((line) => (
            <span key={line} className="documents__failure">
              {line}
            </span>
          ))}
        </Notice>
      )}
      {view.done ? <p role="status">{documentText().uploaded}</p> : null}
      <div className="actions">
        {editable ? (
          <button
            type="button"
            className="button button--primary"
            disabled={!view.choosing}
            onClick={() => send({ type: 'UPLOAD' })}
          >
            {documentText().upload}
          </button>
        ) : null}
        {view.partlyFailed ? (
          <button type="button" className="button button--primary" onClick={() => send({ type: 'RETRY' })}>
            {documentText().retry}
          </button>
        ) : null}
        <button type="button" className="button button--secondary" disabled={busy} onClick={onClose}>
          {view.done ? documentText().close : documentText().cancel}
        </button>
      </div>
    </Dialog>
  );
}
