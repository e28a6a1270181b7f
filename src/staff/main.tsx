// First, as in the patient app's entry: every time shown is the hospital's local time (domain/days).
import '../config/hospitalTime';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { StaffRoutes } from './StaffRoutes';
import { loadRestOfCatalogue } from '../lib/language/catalogue';
import '../styles/base.css';
import '../styles/layout.css';
import '../styles/forms.css';

/**
 * The staff console's entry (staff.html, served for /staff and below): an application of its own, with its own
 * client and sign-in, so a patient never downloads it and it cannot reach into the patient app.
 */
const root = document.getElementById('root');
if (root === null) throw new Error('staff.html has no #root element.');
// The console is in English; the texts it shares with the patient's app come from the English catalogue.
void loadRestOfCatalogue().then(() =>
  createRoot(root).render(
    <ErrorBoundary>
      <BrowserRouter>
        <StaffRoutes />
      </BrowserRouter>
    </ErrorBoundary>,
  ),
);
