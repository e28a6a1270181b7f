import { Suspense } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AccessDeniedScreen } from './AccessDeniedScreen';
import { ErrorScreen } from '../ui/ErrorScreen';
import { withClient } from '../lib/client/ClientProvider';
import { loadChatHome, loadHomeDashboard } from './firstScreen';
import { ChatOnly, LoginGate, Protected, RootRedirect } from './guards';
import { Titled, type TitleId } from './pageTitle';
import { isFeedbackUrl } from '../lib/redirects';
import { preloadableScreen, type ScreenLoader } from '../lib/preloadedScreen';
import { Shell } from './Shell';
import { PageLoading } from '../ui/PageLoading';
import { withCatalogue } from '../lib/language/catalogue';

/**
 * Screens load on demand, so the chat home's first bubble never waits for the flat screens and a flat-flow
 * build never downloads the assistant (flows, machines, animations). Each is titled here, by its route
 * (the title names the page as its heading does), inside any guard so a redirect never shows a wrong title.
 */
function lazyScreen(
  title: TitleId,
  load: ScreenLoader,
  { client = true }: { readonly client?: boolean } = {},
): React.JSX.Element {
  // The urql client loads after the first render; screens that query wait for it (not the chat home).
  const Screen = preloadableScreen(client ? withClient(withCatalogue(load)) : load);
  return (
    <Titled title={title}>
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    </Titled>
  );
}

const chatHome = lazyScreen('common.title.chat', loadChatHome, { client: false });
const loginScreen = lazyScreen(
  'common.title.signIn',
  async () => (await import('../features/profiles/login/LoginScreen')).LoginScreen,
);
const homeDashboard = lazyScreen('common.title.home', loadHomeDashboard);
const paymentTermsScreen = lazyScreen(
  'common.title.paymentTerms',
  async () => (await import('../features/booking/terms/PaymentTermsScreen')).PaymentTermsScreen,
  { client: false },
);
const profilesScreen = lazyScreen(
  'common.title.account',
  async () => (await import('../features/profiles/account/ProfilesScreen')).ProfilesScreen,
);
const registrationScreen = lazyScreen(
  'common.title.addProfile',
  async () => (await import('../features/profiles/registration/RegistrationScreen')).RegistrationScreen,
);
const doctorScreen = lazyScreen(
  'common.title.findDoctor',
  async () => (await import('../features/booking/search/DoctorScreen')).DoctorScreen,
);
const sessionScreen = lazyScreen(
  'common.title.bookNumber',
  async () => (await import('../features/booking/session/SessionScreen')).SessionScreen,
);
const appointmentScreen = lazyScreen(
  'common.title.appointment',
  async () => (await import('./routes/AppointmentRoute')).AppointmentRoute,
);
const profileEditScreen = lazyScreen(
  'common.title.updateProfile',
  async () => (await import('../features/profiles/edit/ProfileEditScreen')).ProfileEditScreen,
);
const paymentHistoryScreen = lazyScreen(
  'common.title.paymentHistory',
  async () => (await import('../features/payments/history/PaymentHistoryScreen')).PaymentHistoryScreen,
);
const paymentMethodsScreen = lazyScreen(
  'common.title.paymentMethods',
  async () => (await import('../features/payments/methods/PaymentMethodsScreen')).PaymentMethodsScreen,
);
const orderViewScreen = lazyScreen(
  'common.title.order',
  async () => (await import('./routes/OrderViewRoute')).OrderViewRoute,
);
const visitsScreen = lazyScreen(
  'common.title.appointments',
  async () => (await import('../features/booking/visits/VisitsScreen')).VisitsScreen,
);
const ordersHistoryScreen = lazyScreen(
  'common.title.orders',
  async () => (await import('../features/orders/history/OrdersHistoryScreen')).OrdersHistoryScreen,
);
const examinationHistoryScreen = lazyScreen(
  'common.title.labTests',
  async () => (await import('../features/reports/history/ExaminationHistoryScreen')).ExaminationHistoryScreen,
);
const procedureHistoryScreen = lazyScreen(
  'common.title.procedures',
  async () => (await import('../features/orders/history/ProcedureHistoryScreen')).ProcedureHistoryScreen,
);
const orderCreateScreen = lazyScreen(
  'common.title.newOrder',
  async () => (await import('../features/orders/create/OrderCreateScreen')).OrderCreateScreen,
);
const resultsGraphScreen = lazyScreen(
  'common.title.resultsGraph',
  async () => (await import('../features/reports/graph/ResultsGraphScreen')).ResultsGraphScreen,
);
// The public feedback page (from the SMS link): no client, no sign-in, no shell.
const feedbackPage = lazyScreen(
  'common.title.feedback',
  async () => (await import('../features/appointment/feedback/PublicFeedbackScreen')).PublicFeedbackScreen,
  { client: false },
);

/** Unknown paths: the error screen. */
function Fallback(): React.JSX.Element {
  return (
    <Titled title="common.title.notFound">
      <ErrorScreen />
    </Titled>
  );
}

/**
 * Every route of spec 000 §2 and 001 §2. Routes of features still to come are registered with the
 * honest not-available screen so links and deep links already resolve.
 */
export const appRoutes: RouteObject[] = [
  // The public feedback page by its own paths (AppRoutes also shows it for any other url holding 'pf?').
  { path: 'patient-feedback', element: feedbackPage },
  { path: 'pf', element: feedbackPage },
  {
    element: <Shell />,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: 'chat-home', element: <ChatOnly>{chatHome}</ChatOnly> },
      { path: 'chat-home/:category', element: <ChatOnly>{chatHome}</ChatOnly> },
      // my-home is the flat flow's old home; in the chat flow it is the chat home.
      {
        path: 'my-home',
        element: (
          <ChatOnly>
            <Navigate to="/chat-home" replace />
          </ChatOnly>
        ),
      },
      { path: 'login', element: <LoginGate>{loginScreen}</LoginGate> },
      { path: 'home-dashboard', element: <Protected>{homeDashboard}</Protected> },
      // Searching is public: the patient signs in when booking.
      { path: 'doctor', element: doctorScreen },
      { path: 'view/session', element: <Protected>{sessionScreen}</Protected> },
      { path: 'view/appointment', element: <Protected>{appointmentScreen}</Protected> },
      { path: 'history/appointments', element: <Protected>{visitsScreen}</Protected> },
      { path: 'history/orders', element: <Protected>{ordersHistoryScreen}</Protected> },
      { path: 'history/examination', element: <Protected>{examinationHistoryScreen}</Protected> },
      { path: 'history/procedure', element: <Protected>{procedureHistoryScreen}</Protected> },
      { path: 'order/create/:category', element: <Protected>{orderCreateScreen}</Protected> },
      { path: 'order/view', element: <Protected>{orderViewScreen}</Protected> },
      { path: 'resultsGraph', element: <Protected>{resultsGraphScreen}</Protected> },
      { path: 'profiles', element: <Protected>{profilesScreen}</Protected> },
      { path: 'profiles/registration', element: <Protected>{registrationScreen}</Protected> },
      { path: 'profiles/registration/:id', element: <Protected>{profileEditScreen}</Protected> },
      { path: 'profiles/my-payment-history', element: <Protected>{paymentHistoryScreen}</Protected> },
      // The saved cards list (a modal over /profiles in spec 000 §2) has a path, so the gateway can return to it.
      { path: 'profiles/payment-methods', element: <Protected>{paymentMethodsScreen}</Protected> },
      { path: 'paymentTermsAndConditions', element: paymentTermsScreen },
      {
        path: 'accessDenied',
        element: (
          <Titled title="common.title.accessDenied">
            <AccessDeniedScreen />
          </Titled>
        ),
      },
      { path: '*', element: <Fallback /> },
    ],
  },
];

/**
 * The routes, rendered by the declarative router: the app uses no loaders or actions, and the data router
 * would add about 16 KB gzip to the chat home's first-bubble path (see docs/PERFORMANCE.md).
 */
export function AppRoutes(): React.JSX.Element | null {
  const { pathname, search, hash } = useLocation();
  const routes = useRoutes(appRoutes);
  // Any url containing 'patient-feedback?' or 'pf?' (path or hash form) is the public feedback page, before
  // every route, guard and shell: it works signed out and in either flow.
  return isFeedbackUrl(pathname + search + hash) ? feedbackPage : routes;
}
