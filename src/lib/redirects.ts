/**
 * Routing rules of spec 000 §2 and 001 §2 as pure functions, so they are tested without a browser.
 * The router (router.tsx) only asks these and renders <Navigate>.
 */

import { isAppPath } from '../../domain/bookingRoutes';
import type { DeepLinkDecision } from '../../domain/deepLink';
import type { Tenant } from '../../tenants/schema';

export type UxFlow = Tenant['uxFlow'];

/** What the rules need to know about the signed-in account. */
export interface SignedInAccount {
  readonly profile: { readonly id: string; readonly mobileNo: string; readonly patients: readonly unknown[] };
}

export const ACCESS_TOKEN_PARAM = 'access_token';

/** '/' → the chat home, or login when the tenant's ux flow is not chat. */
export function rootRedirect(uxFlow: UxFlow): '/chat-home' | '/login' {
  return uxFlow === 'chat' ? '/chat-home' : '/login';
}

/** Where a signed-in patient lands. */
export function homeRoute(uxFlow: UxFlow): '/chat-home' | '/home-dashboard' {
  return uxFlow === 'chat' ? '/chat-home' : '/home-dashboard';
}

/** Where everyone without the main area goes: the login screen (flat) or the chat home (chat). */
export function entryRoute(uxFlow: UxFlow): '/chat-home' | '/login' {
  return rootRedirect(uxFlow);
}

/** Flat flow: the chat home (and its category paths) and my-home become the dashboard. */
export function flatFlowRedirect(pathname: string, uxFlow: UxFlow): '/home-dashboard' | null {
  if (uxFlow !== 'flat') return null;
  const path = trimSlash(pathname);
  return path === '/chat-home' || path.startsWith('/chat-home/') || path === '/my-home' ? '/home-dashboard' : null;
}

function hasAccessToken(search: string): boolean {
  return new URLSearchParams(search).has(ACCESS_TOKEN_PARAM);
}

/** A signed-in user with a profile id and no access_token in the url gets the main area. */
export function hasMainArea(account: SignedInAccount | null, search: string): boolean {
  return account !== null && account.profile.id !== '' && !hasAccessToken(search);
}

/** The query parameter of the sign-in screens naming the page to come back to (the forms' `back` too). */
const BACK_PARAM = 'back';

/** The page a sign-in screen was asked to come back to, when it is one of the app's own paths. */
export function signInBackTarget(search: string): string | null {
  const back = new URLSearchParams(search).get(BACK_PARAM);
  return back !== null && isAppPath(back) ? back : null;
}

/**
 * A protected route for someone without the main area: to login (flat) or chat home (chat). A deep link
 * keeps its query, so its access_token reaches the screen that signs in with it. Someone who came to the
 * page signed out is told it needs a sign-in and comes back after it (`?back=`); someone whose login ended
 * while on it (Logout, a logout in another tab) just goes to the entry, as they chose to leave.
 */
export function protectedRouteRedirect(
  account: SignedInAccount | null,
  location: { readonly pathname: string; readonly search: string },
  uxFlow: UxFlow,
  arrivedSignedOut = true,
): string | null {
  const { pathname, search } = location;
  if (hasMainArea(account, search)) return null;
  if (hasAccessToken(search) || !arrivedSignedOut) return entryRoute(uxFlow) + search;
  return `${entryRoute(uxFlow)}?${new URLSearchParams({ [BACK_PARAM]: pathname + search }).toString()}`;
}

/**
 * /login for someone already signed in: the page it was to come back to (`back`), else the dashboard (flat)
 * or the chat home (chat); a flat-flow number with no patient yet goes to registration. A deep link for
 * another number stays to sign in with it.
 */
export function loginRedirect(
  account: SignedInAccount | null,
  uxFlow: UxFlow,
  decision: DeepLinkDecision,
  back: string | null = null,
): string | null {
  if (account === null || decision === 'sign-in') return null;
  if (back !== null && account.profile.patients.length > 0) return back;
  if (uxFlow === 'chat') return '/chat-home';
  return account.profile.patients.length > 0 ? '/home-dashboard' : '/profiles/registration';
}

/**
 * After a sign-in on /login: the deep link's target if there is one, registration for a number with no
 * patient (which then goes on to the page asked for), the page asked for signed out (`?back=`), /doctor for
 * a consultation request (?requestType=consultation), else the dashboard.
 */
export function afterSignInRoute(options: {
  readonly patientCount: number;
  readonly search: string;
  readonly deepLinkTarget: string | null;
}): string {
  if (options.deepLinkTarget !== null) return options.deepLinkTarget;
  const back = signInBackTarget(options.search);
  if (options.patientCount === 0)
    return back === null
      ? '/profiles/registration'
      : `/profiles/registration?${new URLSearchParams({ [BACK_PARAM]: back }).toString()}`;
  if (back !== null) return back;
  return new URLSearchParams(options.search).get('requestType') === 'consultation' ? '/doctor' : '/home-dashboard';
}

export type DeepLinkStep =
  { readonly kind: 'open' } | { readonly kind: 'redirect'; readonly to: string } | { readonly kind: 'pass' };

/**
 * What the app root does with a deep link: 'open' fetches the profile and goes to the target; 'sign-in'
 * moves to the screen that sends the code (login or chat home) with the query intact; anything else
 * (no link, an invalid number) does nothing.
 */
export function deepLinkStep(
  decision: DeepLinkDecision,
  pathname: string,
  search: string,
  uxFlow: UxFlow,
): DeepLinkStep {
  switch (decision) {
    case 'open':
      return { kind: 'open' };
    case 'sign-in': {
      const entry = entryRoute(uxFlow);
      return trimSlash(pathname) === entry ? { kind: 'pass' } : { kind: 'redirect', to: entry + search };
    }
    case 'none':
      return { kind: 'pass' };
  }
}

/** Public feedback pages: any url containing 'patient-feedback?' or 'pf?'. */
export function isFeedbackUrl(url: string): boolean {
  return url.includes('patient-feedback?') || url.includes('pf?');
}

/**
 * The query string a feedback page hands to /feedback: what follows 'patient-feedback?' or 'pf?', up to a
 * hash, in the path form (/pf?r=…) and the hash form (/#/pf?r=…) alike.
 */
export function feedbackQueryOf(url: string): string {
  const marker = url.includes('patient-feedback?') ? 'patient-feedback?' : 'pf?';
  const at = url.indexOf(marker);
  if (at < 0) return '';
  const rest = url.slice(at + marker.length);
  const hash = rest.indexOf('#');
  return hash < 0 ? rest : rest.slice(0, hash);
}

function trimSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}
