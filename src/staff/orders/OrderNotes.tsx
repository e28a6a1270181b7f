import { staffTime } from '../format';
import type { BoardNote } from './boardOrder';

/** The order's thread with the patient, oldest first, as plain text (never markup: patients write it). */
export function OrderNotes({ notes, now }: { notes: readonly BoardNote[]; now: number }): React.JSX.Element {
  if (notes.length === 0) return <p>No notes yet.</p>;
  return (
    <ol className="staff-order__notes">
      {notes.map((note, index) => (
        <li
          key={`${String(note.time)}-${String(index)}`}
          className={note.fromStaff ? 'staff-msg staff-msg--staff' : 'staff-msg staff-msg--patient'}
        >
          <p className="staff-msg__author">{note.author}</p>
          <p className="staff-msg__text">{note.text}</p>
          <p className="staff-msg__meta">{Number.isNaN(note.time) ? '' : staffTime(note.time, now)}</p>
        </li>
      ))}
    </ol>
  );
}
