import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { tenant } from './app/tenant';
import './styles/base.css';
import './styles/layout.css';
import './styles/forms.css';

document.title = tenant.name;

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element.');

// No <StrictMode>: its simulated remount restarts @xstate/react actors from their snapshot, which
// re-runs an invoked promise that was in flight (a deep link's code would be sent twice in dev).
createRoot(root).render(<App />);
