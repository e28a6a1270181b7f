import { useBlobImage } from '../useBlobImage';
import type { BoardDocument } from './boardOrder';

/** The prescriptions of an order: images shown, PDFs as a link; both fetched with the staff token (useBlobImage). */
export function OrderDocuments({ documents }: { documents: readonly BoardDocument[] }): React.JSX.Element {
  if (documents.length === 0) return <p>No prescription attached.</p>;
  return (
    <ul className="staff-order__documents">
      {documents.map((document, index) => (
        <li key={document.id}>
          <OrderDocument
            document={document}
            name={document.description.trim() === '' ? `Prescription ${index + 1}` : document.description}
          />
        </li>
      ))}
    </ul>
  );
}

function OrderDocument({ document, name }: { document: BoardDocument; name: string }): React.JSX.Element {
  const file = useBlobImage(document.url);
  if (file.status === 'loading') return <p className="staff-image__status">Loading {name}…</p>;
  if (file.status === 'failed')
    return <p className="staff-image__status staff-image__status--failed">Unable to load {name}!</p>;
  if (document.contentType === 'application/pdf') {
    return (
      <a href={file.url} target="_blank" rel="noreferrer">
        Open {name} (PDF)
      </a>
    );
  }
  return (
    <a href={file.url} target="_blank" rel="noreferrer" aria-label={`Open ${name}`}>
      <img className="staff-image__thumb" src={file.url} alt={name} />
    </a>
  );
}
