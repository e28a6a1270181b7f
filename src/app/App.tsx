import { PatientProviders } from '../lib/PatientProviders';
import { AppRoutes } from './router';

/** The patient app: its routes on the providers it shares with the inspector's page. */
export function App(): React.JSX.Element {
  return (
    <PatientProviders>
      <AppRoutes />
    </PatientProviders>
  );
}
