import { useId, type ChangeEvent } from 'react';
import type { DocumentKind } from '../../../../domain/documents';
import { orderCreateText } from '../../../../domain/orderCreate';
import type { AttachedFile } from '../../../../machines/orderCreate.machine';
import { Dialog } from '../../../ui/Dialog';

/** The files of an input as the machine takes them, each with a fresh key (its document id too). */
function attachedFiles(event: ChangeEvent<HTMLInputElement>): AttachedFile[] {
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

export interface AttachModalProps {
  readonly onAttach: (kind: DocumentKind, files: readonly AttachedFile[]) => void;
  readonly onClose: () => void;
}

/** The attach images or documents modal (spec 001 §2, §5): the image input takes images only, the document input PDF only. */
export function AttachModal({ onAttach, onClose }: AttachModalProps): React.JSX.Element {
  const imagesId = useId();
  const pdfId = useId();
  const choose = (kind: DocumentKind) => (event: ChangeEvent<HTMLInputElement>) => {
    const files = attachedFiles(event);
    if (files.length === 0) return;
    onAttach(kind, files);
    onClose();
  };
  return (
    <Dialog title={orderCreateText().attach} onCancel={onClose}>
      <div className="order-create__inputs">
        <label htmlFor={imagesId}>
          Images
          <input id={imagesId} type="file" accept="image/*" multiple onChange={choose('image')} />
        </label>
        <label htmlFor={pdfId}>
          PDF documents
          <input id={pdfId} type="file" accept="application/pdf" multiple onChange={choose('document')} />
        </label>
      </div>
      <button type="button" className="button button--link" onClick={onClose}>
        Cancel
      </button>
    </Dialog>
  );
}
