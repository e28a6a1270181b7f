import { formatDate, formatTime } from '../../../../domain/days';
import type { OrderNote } from '../../../../machines/orderView.machine';
import { noteAuthor, orderViewText } from './orderViewText';

/** The order's thread with the hospital; each text is rendered as text, never as markup. */
export function OrderNotes({ notes }: { notes: readonly OrderNote[] }): React.JSX.Element {
  return (
    <section className="card" aria-label={orderViewText().thread}>
      <h2>{orderViewText().thread}</h2>
      {notes.length === 0 ? <p>{orderViewText().noNotes}</p> : null}
      <ul className="order-notes">
        {notes.map((note, index) => {
          const time = Date.parse(note.time);
          return (
            <li key={`${note.time}-${index}`} className="order-notes__note">
              <strong>{noteAuthor(note.authorReference, note.authorDisplay)}</strong>{' '}
              <small>{Number.isNaN(time) ? note.time : `${formatDate(time)} ${formatTime(time)}`}</small>
              <p>{note.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
