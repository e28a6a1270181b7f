import '../features/documents/documents.css';
import { useCallback, useMemo, useState } from 'react';
import { useClient } from 'urql';
import { loadStaffDocuments, staffDocumentSink } from '../features/documents/api/documentActors';
import { fetchBlobObjectUrl } from '../lib/imageUpload';
import { DocumentUploadDialog } from '../features/documents/DocumentUploadDialog';
import { DocumentViewer } from '../features/documents/DocumentViewer';
import { useDocumentList } from '../features/documents/useDocumentList';
import { Notice } from '../ui/Notice';
import { useStaff } from './staffContext';

export interface StaffDocumentsProps {
  readonly appointmentId: string;
  readonly patientName: string;
}

/**
 * An appointment's documents in the staff console (from the Sessions board): the patient's uploads and
 * staff's, opened like the patient's viewer, and 'Send a prescription' (an image or PDF back, by User/<id>).
 */
export function StaffDocuments({ appointmentId, patientName }: StaffDocumentsProps): React.JSX.Element {
  const client = useClient();
  const { login } = useStaff();
  const [sending, setSending] = useState(false);
  const [version, setVersion] = useState(0);
  const load = useCallback(() => loadStaffDocuments(client, appointmentId), [client, appointmentId]);
  const list = useDocumentList(load, version);
  const sink = useMemo(() => staffDocumentSink(client, login.accessToken, login.staff.organizationId), [client, login]);
  const loadFile = useCallback((url: string) => fetchBlobObjectUrl(url, login.accessToken), [login.accessToken]);

  return (
    <div className="documents" aria-label={`Documents of ${patientName}`} role="group">
      {list.status === 'loading' ? <p role="status">Loading documents…</p> : null}
      {list.status === 'failed' ? <Notice tone="error">{list.error}</Notice> : null}
      {list.status === 'loaded' ? (
        <DocumentViewer documents={list.documents} patientName={patientName} loadFile={loadFile} />
      ) : null}
      <div className="actions">
        <button type="button" className="button button--secondary button--small" onClick={() => setSending(true)}>
          Send a prescription
        </button>
      </div>
      {sending ? (
        <DocumentUploadDialog
          appointmentId={appointmentId}
          // staffUploadDocument binds the appointment's own patient: staff never name one.
          patientId=""
          sink={sink}
          title="Send a prescription"
          onClose={() => {
            setSending(false);
            setVersion((count) => count + 1);
          }}
        />
      ) : null}
    </div>
  );
}
