import '../../features/documents/documents.css';
import { DocumentViewer } from '../../features/documents/DocumentViewer';
import { OrderViewScreen, type OrderViewScreenProps } from '../../features/orders/view/OrderViewScreen';
import type { RelationshipActors } from '../../features/profiles/api/relationshipActors';
import { relationshipPrompt } from './relationshipPrompt';

export interface OrderViewRouteProps extends Omit<OrderViewScreenProps, 'slots'> {
  /** The relationship modal's actors; the GraphQL ones by default (component tests pass fakes). */
  readonly relationshipActors?: RelationshipActors;
}

/** /order/view: the order's page with the documents' viewer and the relationship modal of their own features. */
export function OrderViewRoute({ relationshipActors, ...props }: OrderViewRouteProps): React.JSX.Element {
  return (
    <OrderViewScreen
      {...props}
      slots={{
        documents: (documents) => <DocumentViewer {...documents} />,
        relationshipPrompt: relationshipPrompt(relationshipActors),
      }}
    />
  );
}
