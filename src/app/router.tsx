import { Suspense, lazy } from 'react';
import { Navigate, createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import { AccessDeniedScreen } from '../screens/AccessDenied/AccessDeniedScreen';
import { HomeDashboard } from '../screens/home/HomeDashboard';
import { LoginScreen } from '../screens/login/LoginScreen';
import { ProfilesScreen } from '../screens/profiles/ProfilesScreen';
import { RegistrationScreen } from '../screens/registration/RegistrationScreen';
import { NotAvailableYet } from '../ui/NotAvailableYet';
import { ErrorScreen } from './ErrorScreen';
import { ChatOnly, LoginGate, Protected, RootRedirect } from './guards';
import { isFeedbackUrl } from './redirects';
import { Shell } from './Shell';

// The assistant (flows, machines, animations) loads on demand: flat-flow builds never open it.
const ChatHome = lazy(() => import('../chat/ChatHome').then((module) => ({ default: module.ChatHome })));

function LazyChatHome(): React.JSX.Element {
  return (
    <Suspense fallback={<p className="page page--centered" role="status">Loading…</p>}>
      <ChatHome />
    </Suspense>
  );
}

const later = (title: string): React.JSX.Element => <NotAvailableYet title={title} />;
const protectedLater = (title: string): React.JSX.Element => <Protected>{later(title)}</Protected>;

/** Unknown paths: a feedback url (anything containing 'patient-feedback?' or 'pf?') or the error screen. */
function Fallback(): React.JSX.Element {
  const { pathname, search } = useLocation();
  return isFeedbackUrl(pathname + search) ? later('Patient feedback') : <ErrorScreen />;
}

/**
 * Every route of spec 000 §2 and 001 §2. Routes of features still to come are registered with the
 * honest not-available screen so links and deep links already resolve.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: 'chat-home', element: <ChatOnly><LazyChatHome /></ChatOnly> },
      { path: 'chat-home/:category', element: <ChatOnly><LazyChatHome /></ChatOnly> },
      // my-home is the flat flow's old home; in the chat flow it is the chat home.
      { path: 'my-home', element: <ChatOnly><Navigate to="/chat-home" replace /></ChatOnly> },
      { path: 'login', element: <LoginGate><LoginScreen /></LoginGate> },
      { path: 'home-dashboard', element: <Protected><HomeDashboard /></Protected> },
      { path: 'doctor', element: later('Find a Doctor') },
      { path: 'view/session', element: protectedLater('Session') },
      { path: 'view/appointment', element: protectedLater('Appointment') },
      { path: 'history/appointments', element: protectedLater('My Appointments') },
      { path: 'history/orders', element: protectedLater('All Orders') },
      { path: 'history/examination', element: protectedLater('Lab Tests') },
      { path: 'history/procedure', element: protectedLater('Procedures') },
      { path: 'order/create/:category', element: protectedLater('New Order') },
      { path: 'order/view', element: protectedLater('Order') },
      { path: 'resultsGraph', element: protectedLater('Results Graph') },
      { path: 'profiles', element: <Protected><ProfilesScreen /></Protected> },
      { path: 'profiles/registration', element: <Protected><RegistrationScreen /></Protected> },
      // Updating a patient needs patchPatient, which the API does not offer yet.
      { path: 'profiles/registration/:id', element: protectedLater('Update Profile') },
      { path: 'profiles/my-payment-history', element: protectedLater('Payment History') },
      { path: 'profiles/payment-methods', element: protectedLater('Saved Payment Methods') },
      { path: 'paymentTermsAndConditions', element: later('Payment Terms and Conditions') },
      { path: 'accessDenied', element: <AccessDeniedScreen /> },
      { path: 'patient-feedback', element: later('Patient feedback') },
      { path: 'pf', element: later('Patient feedback') },
      { path: '*', element: <Fallback /> },
    ],
  },
];

export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(appRoutes);
}
