// First: every time shown is the hospital's local time, including the chat's 'today' (domain/days).
import './config/hospitalTime';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { readFirstPaint } from './firstPaint/readFirstPaint';
import { enterChatHomeAtRoot, preloadFirstScreen } from './app/firstScreen';
import { tenant } from './config/tenant';
import { registerServiceWorkerAfterLoad } from './pwa/register';
import { activateLanguage } from './lib/language/catalogue';
import { deviceLanguage, setDocumentLanguage } from './lib/language/deviceLanguage';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import './styles/base.css';
import './styles/layout.css';
import './styles/forms.css';
// In the entry's stylesheet, which the build inlines into index.html: the chat home painted before any script
// is drawn with it (src/firstPaint/).
import './features/chat/chat.css';

document.title = tenant.name;

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element.');

// index.html painted the first screen before any script (src/firstPaint/). React's first render replaces that
// markup with its own copy of the same screen: its code is loaded first, so that render is not a fallback.
readFirstPaint();
enterChatHomeAtRoot(tenant.uxFlow);
// The patient's language (chosen on this device) words every text from the first render on; its first frame's
// messages load beside the first screen's code (nothing to load for English).
const language = activateLanguage(deviceLanguage() ?? DEFAULT_LANGUAGE).then(setDocumentLanguage, () => undefined);
void Promise.all([language, preloadFirstScreen(window.location.pathname, tenant.uxFlow)]).then(() => {
  // No <StrictMode>: its simulated remount restarts @xstate/react actors from their snapshot, which
  // re-runs an invoked promise that was in flight (a deep link's code would be sent twice in dev).
  createRoot(root).render(<App />);
  // The installed app's offline shell (src/pwa/): after the first render and the page's load, from a chunk of its own.
  registerServiceWorkerAfterLoad();
});
