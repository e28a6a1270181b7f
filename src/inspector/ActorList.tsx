import { useId } from 'react';

export interface ActorItem {
  readonly key: string;
  readonly name: string;
  readonly depth: number;
  /** What it runs and where it is: 'auth machine · enteringCode.counting', 'promise'. */
  readonly detail: string;
}

interface ActorListProps {
  readonly actors: readonly ActorItem[];
  readonly selected: string | null;
  readonly onSelect: (key: string) => void;
}

/** The actors of the running system, parents above their children; pressing one shows its statechart. */
export function ActorList({ actors, selected, onSelect }: ActorListProps): React.JSX.Element {
  const titleId = useId();
  return (
    <section className="inspector-actors" aria-labelledby={titleId}>
      <h2 id={titleId} className="inspector-heading">
        Actors
      </h2>
      {actors.length === 0 ? (
        <p className="inspector-muted">No actor is running yet.</p>
      ) : (
        <ul className="inspector-actors__list">
          {actors.map((actor) => (
            <li key={actor.key} style={{ paddingInlineStart: `${actor.depth * 14}px` }}>
              <button
                type="button"
                className="inspector-actor"
                aria-pressed={actor.key === selected}
                onClick={() => onSelect(actor.key)}
              >
                <span className="inspector-actor__name">{actor.name}</span>
                {/* Whitespace between the two, so the button's name reads as two words. */}{' '}
                <span className="inspector-actor__detail">{actor.detail}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
