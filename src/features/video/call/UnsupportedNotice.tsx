import { useState } from 'react';
import { VIDEO_TEXT } from '../../../../domain/videoCall';
import { CALL_TEXT } from './callText';

/**
 * iPhone outside Safari (spec 001 §8): the call cannot start in this browser. Copy link puts this page's address on
 * the clipboard to paste into Safari; where the clipboard is refused the address is shown to copy by hand.
 */
export function UnsupportedNotice({ onClose }: { onClose: () => void }): React.JSX.Element {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const link = window.location.href;
  const copy = (): void => {
    const clipboard = typeof navigator === 'undefined' ? undefined : (navigator.clipboard as Clipboard | undefined);
    if (clipboard === undefined) {
      setCopied('failed');
      return;
    }
    clipboard.writeText(link).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <div className="call__panel">
      <p className="call__message">{VIDEO_TEXT.openInSafari}</p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={copy}>
          {CALL_TEXT.copyLink}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {CALL_TEXT.close}
        </button>
      </div>
      {copied === 'yes' ? <p role="status">{CALL_TEXT.linkCopied}</p> : null}
      {copied === 'failed' ? (
        <p role="status" className="call__link">
          {link}
        </p>
      ) : null}
    </div>
  );
}
