import { t } from '../../../i18n/translate';
import { useRef, useState } from 'react';
import { IMAGE_CONTENT_TYPES } from '../../../domain/imageUpload';

interface PhotoComposerProps {
  readonly label: string;
  readonly submitLabel: string;
  /** Uploads the picked image; the conversation is told the outcome (chat.uploaded or chat.uploadFailed). */
  readonly onPhoto: (file: File) => Promise<void>;
}

/**
 * The photo step of an order (a prescription): a button opens the image picker and the photo uploads at
 * once, since a saved transcript cannot hold a File. The button waits while a photo uploads.
 */
export function PhotoComposer({ label, submitLabel, onPhoto }: PhotoComposerProps): React.JSX.Element {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  return (
    <div className="chat-composer chat-composer--photo">
      <button
        type="button"
        className="chat-composer__submit"
        disabled={uploading}
        onClick={() => input.current?.click()}
      >
        {uploading ? t('chat.uploadingPhoto') : submitLabel}
      </button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_CONTENT_TYPES.join(',')}
        aria-label={label}
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // The same photo may be picked again after a failure.
          event.currentTarget.value = '';
          if (file === undefined) return;
          setUploading(true);
          void onPhoto(file).finally(() => setUploading(false));
        }}
      />
    </div>
  );
}
