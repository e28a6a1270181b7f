import './documents.css';
import { useCallback, useMemo, useState } from 'react';
import { useClient, useSubscription } from 'urql';
import { documentText } from '../../../domain/documents';
import { loadDocuments, patientDocumentSink } from './api/documentActors';
import { fetchBlobObjectUrl } from '../../lib/imageUpload';
import { useSession } from '../../lib/session/session';
import { DocumentUploadDialog } from './DocumentUploadDialog';
import { DocumentViewer } from './DocumentViewer';
import { useDocumentList } from './useDocumentList';
import { DocumentsChangedSubscription } from './graphql/documents';
import { Notice } from '../../ui/Notice';

export interface DocumentsBlockProps {
  readonly appointmentId: string;
  readonly patientId: string;
  readonly patientName: string;
  readonly hospitalId: string;
}

/**
 * The appointment's documents and images for the doctor: 'Upload documents' (the upload modal) and the
 * document viewer, read again live when staff add one (a prescription).
 */
export function DocumentsBlock({
  appointmentId,
  patientId,
  patientName,
  hospitalId,
}: DocumentsBlockProps): React.JSX.Element {
  const client = useClient();
  const { session } = useSession();
  const token = session?.accessToken ?? null;
  const [uploading, setUploading] = useState(false);
  const [closedUploads, setClosedUploads] = useState(0);
  // Counts the pushes: each one reads the list again.
  const [{ data: pushes = 0 }] = useSubscription(
    { query: DocumentsChangedSubscription, variables: { appointmentId } },
    (count: number | undefined) => (count ?? 0) + 1,
  );
  const load = useCallback(() => loadDocuments(client, appointmentId), [client, appointmentId]);
  const list = useDocumentList(load, pushes + closedUploads);
  const sink = useMemo(() => patientDocumentSink(client, () => token, hospitalId), [client, token, hospitalId]);
  const loadFile = useCallback(
    (url: string) =>
      token === null ? Promise.reject(new Error(documentText().unableToLoad)) : fetchBlobObjectUrl(url, token),
    [token],
  );

  return (
    <section className="documents card" aria-labelledby="documents-title">
      <h2 id="documents-title" className="section-title">
        {documentText().title}
      </h2>
      {list.status === 'loading' ? <p role="status">{documentText().loadingList}</p> : null}
      {list.status === 'failed' ? <Notice tone="error">{list.error}</Notice> : null}
      {list.status === 'loaded' ? (
        <DocumentViewer documents={list.documents} patientName={patientName} loadFile={loadFile} />
      ) : null}
      <button type="button" className="button button--secondary" onClick={() => setUploading(true)}>
        {documentText().uploadTitle}
      </button>
      {uploading ? (
        <DocumentUploadDialog
          appointmentId={appointmentId}
          patientId={patientId}
          sink={sink}
          onClose={() => {
            setUploading(false);
            setClosedUploads((count) => count + 1);
          }}
        />
      ) : null}
    </section>
  );
}
