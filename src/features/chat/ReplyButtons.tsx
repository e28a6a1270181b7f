import { t } from '../../../i18n/translate';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ReplyButton } from '../../../flows/chatProtocol';
import { focusIsIdle, trackInputModality, usingKeyboard } from './inputModality';

interface ReplyButtonsProps {
  readonly buttons: readonly ReplyButton[];
  readonly onTap: (button: ReplyButton) => void;
}

/**
 * The replies on offer (the flow already waits the spec's 1 s before offering them). For keyboard
 * users focus follows the conversation: a tapped button disappears, so focus is parked on the group
 * and moves to the first new button when the next set arrives. Focus in the composer is never taken.
 */
export function ReplyButtons({ buttons, onTap }: ReplyButtonsProps): React.JSX.Element {
  const group = useRef<HTMLDivElement>(null);

  useEffect(() => trackInputModality(), []);

  useLayoutEffect(() => {
    const element = group.current;
    if (element === null || !usingKeyboard()) return;
    const first = element.querySelector('button');
    if (first !== null && focusIsIdle()) first.focus();
    else if (first === null && focusIsIdle()) element.focus();
  }, [buttons]);

  return (
    <div
      ref={group}
      className="chat-replies"
      role="group"
      aria-label={t('first.replies')}
      tabIndex={-1}
      data-chat-focus-park=""
    >
      {buttons.map((button) => (
        <button key={button.label} type="button" className="chat-replies__button" onClick={() => onTap(button)}>
          {button.label}
        </button>
      ))}
    </div>
  );
}
