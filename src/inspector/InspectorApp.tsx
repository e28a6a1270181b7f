import { PatientProviders } from '../lib/PatientProviders';
import { InspectorRoutes } from './InspectorRoutes';

/** The patient app's providers (the same session, connection and client), so the chat beside the graphs is the patient's. */
export function InspectorApp(): React.JSX.Element {
  return (
    <PatientProviders>
      <InspectorRoutes />
    </PatientProviders>
  );
}
