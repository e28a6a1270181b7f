// First, as in the patient app's entry: every time shown is the hospital's local time (domain/days).
import '../config/hospitalTime';
import { createRoot } from 'react-dom/client';
import { receiveHandOver } from '../lib/inspectionHandover';
import { InspectorApp } from './InspectorApp';
import { activateLanguage, loadRestOfCatalogue } from '../lib/language/catalogue';
import { deviceLanguage } from '../lib/language/deviceLanguage';
import { DEFAULT_LANGUAGE } from '../../i18n/languages';
import '../styles/base.css';
import '../styles/layout.css';
import '../styles/forms.css';

/**
 * The statechart inspector's entry (inspect.html, served for /inspect when the build has it): an application of its
 * own, running the patient's chat beside the graphs, so a patient never downloads it.
 */
receiveHandOver();
const root = document.getElementById('root');
if (root === null) throw new Error('inspect.html has no #root element.');
// The inspector's own words are English; the patient's chat it runs is in the language chosen on this device.
void activateLanguage(deviceLanguage() ?? DEFAULT_LANGUAGE)
  .then(loadRestOfCatalogue)
  .then(() => createRoot(root).render(<InspectorApp />));
