import type { RelationshipActors } from '../../features/profiles/api/relationshipActors';
import { RelationshipModal } from '../../features/profiles/relationship/RelationshipModal';
import type { RelationshipPrompt } from '../../lib/relationshipPrompt';

/** The relationship modal a page shows over itself, 5 s after it opens; its actors the GraphQL ones by default. */
export function relationshipPrompt(actors?: RelationshipActors): RelationshipPrompt {
  return (props) => <RelationshipModal delayed {...props} actors={actors} />;
}
