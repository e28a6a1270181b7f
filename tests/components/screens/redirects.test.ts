import { describe, expect, it } from 'vitest';
import {
  afterSignInRoute,
  deepLinkStep,
  flatFlowRedirect,
  hasMainArea,
  isFeedbackUrl,
  loginRedirect,
  protectedRouteRedirect,
  rootRedirect,
  signInBackTarget,
  type SignedInAccount,
} from '../../../src/lib/redirects';

const holder: SignedInAccount = { profile: { id: 'profile-1', mobileNo: '94771234567', patients: [{ id: 'p1' }] } };
const newNumber: SignedInAccount = { profile: { id: 'profile-2', mobileNo: '94779999999', patients: [] } };

describe('root', () => {
  it('goes to the chat home in the chat flow and to login otherwise', () => {
    expect(rootRedirect('chat')).toBe('/chat-home');
    expect(rootRedirect('flat')).toBe('/login');
  });
});

describe('flat flow', () => {
  it('sends chat-home, its category paths and my-home to the dashboard', () => {
    expect(flatFlowRedirect('/chat-home', 'flat')).toBe('/home-dashboard');
    expect(flatFlowRedirect('/chat-home/', 'flat')).toBe('/home-dashboard');
    expect(flatFlowRedirect('/chat-home/Examination', 'flat')).toBe('/home-dashboard');
    expect(flatFlowRedirect('/my-home', 'flat')).toBe('/home-dashboard');
  });

  it('leaves other paths, and every path of the chat flow, alone', () => {
    expect(flatFlowRedirect('/profiles', 'flat')).toBeNull();
    expect(flatFlowRedirect('/chat-homework', 'flat')).toBeNull();
    expect(flatFlowRedirect('/chat-home', 'chat')).toBeNull();
    expect(flatFlowRedirect('/my-home', 'chat')).toBeNull();
  });
});

describe('main area', () => {
  it('is for a signed-in profile with no access_token in the url', () => {
    expect(hasMainArea(holder, '')).toBe(true);
    expect(hasMainArea(holder, '?orderId=7')).toBe(true);
    expect(hasMainArea(holder, '?access_token=abc')).toBe(false);
    expect(hasMainArea(null, '')).toBe(false);
    expect(hasMainArea({ profile: { ...holder.profile, id: '' } }, '')).toBe(false);
  });

  it('sends a deep link to login (flat) or the chat home (chat), keeping the query', () => {
    expect(protectedRouteRedirect(holder, { pathname: '/profiles', search: '' }, 'flat')).toBeNull();
    expect(protectedRouteRedirect(holder, { pathname: '/view/appointment', search: '?access_token=abc' }, 'chat')).toBe(
      '/chat-home?access_token=abc',
    );
    expect(protectedRouteRedirect(null, { pathname: '/', search: '?access_token=abc' }, 'flat')).toBe(
      '/login?access_token=abc',
    );
  });

  it('sends someone signed out to sign in with the page to come back to (issue 14 item 23)', () => {
    expect(protectedRouteRedirect(null, { pathname: '/profiles', search: '' }, 'flat')).toBe('/login?back=%2Fprofiles');
    expect(protectedRouteRedirect(null, { pathname: '/profiles', search: '' }, 'chat')).toBe(
      '/chat-home?back=%2Fprofiles',
    );
    const to =
      protectedRouteRedirect(null, { pathname: '/profiles/my-payment-history', search: '?paymentId=p1' }, 'flat') ?? '';
    expect(signInBackTarget(to.slice(to.indexOf('?')))).toBe('/profiles/my-payment-history?paymentId=p1');
  });

  it('sends someone whose login ended on the page (Logout) to the entry alone', () => {
    expect(protectedRouteRedirect(null, { pathname: '/profiles', search: '' }, 'chat', false)).toBe('/chat-home');
    expect(protectedRouteRedirect(null, { pathname: '/profiles', search: '' }, 'flat', false)).toBe('/login');
  });

  it('comes back only to a path of the app', () => {
    expect(signInBackTarget('?back=%2Fprofiles')).toBe('/profiles');
    expect(signInBackTarget('?back=https%3A%2F%2Fevil.example')).toBeNull();
    expect(signInBackTarget('?back=%2F%2Fevil.example')).toBeNull();
    expect(signInBackTarget('')).toBeNull();
  });
});

describe('login', () => {
  it('sends a signed-in holder home: the dashboard (flat) or the chat home (chat)', () => {
    expect(loginRedirect(holder, 'flat', 'none')).toBe('/home-dashboard');
    expect(loginRedirect(holder, 'chat', 'none')).toBe('/chat-home');
  });

  it('sends a signed-in number with no patient to registration in the flat flow', () => {
    expect(loginRedirect(newNumber, 'flat', 'none')).toBe('/profiles/registration');
  });

  it('sends a signed-in holder to the page asked for, once there is a patient', () => {
    expect(loginRedirect(holder, 'flat', 'none', '/profiles')).toBe('/profiles');
    expect(loginRedirect(holder, 'chat', 'none', '/profiles')).toBe('/profiles');
    expect(loginRedirect(newNumber, 'flat', 'none', '/profiles')).toBe('/profiles/registration');
  });

  it('stays for someone signed out, or for a deep link that signs in another number', () => {
    expect(loginRedirect(null, 'flat', 'none')).toBeNull();
    expect(loginRedirect(null, 'flat', 'sign-in')).toBeNull();
    expect(loginRedirect(holder, 'flat', 'sign-in')).toBeNull();
  });
});

describe('after sign-in', () => {
  it('goes to the doctor search for a consultation request and to the dashboard otherwise', () => {
    expect(afterSignInRoute({ patientCount: 1, search: '?requestType=consultation', deepLinkTarget: null })).toBe(
      '/doctor',
    );
    expect(afterSignInRoute({ patientCount: 1, search: '?requestType=order', deepLinkTarget: null })).toBe(
      '/home-dashboard',
    );
    expect(afterSignInRoute({ patientCount: 2, search: '', deepLinkTarget: null })).toBe('/home-dashboard');
  });

  it('goes to registration when the number has no patient yet', () => {
    expect(afterSignInRoute({ patientCount: 0, search: '?requestType=consultation', deepLinkTarget: null })).toBe(
      '/profiles/registration',
    );
  });

  it('goes back to the page asked for signed out, through registration for a new number', () => {
    expect(afterSignInRoute({ patientCount: 1, search: '?back=%2Fprofiles', deepLinkTarget: null })).toBe('/profiles');
    expect(afterSignInRoute({ patientCount: 0, search: '?back=%2Fprofiles', deepLinkTarget: null })).toBe(
      '/profiles/registration?back=%2Fprofiles',
    );
    expect(
      afterSignInRoute({ patientCount: 1, search: '?back=https%3A%2F%2Fevil.example', deepLinkTarget: null }),
    ).toBe('/home-dashboard');
  });

  it("goes to the deep link's target when there is one", () => {
    expect(afterSignInRoute({ patientCount: 1, search: '', deepLinkTarget: '/order/view?orderId=9' })).toBe(
      '/order/view?orderId=9',
    );
  });
});

describe('deep links at the app root', () => {
  it('opens a link for the signed-in number wherever it lands', () => {
    expect(deepLinkStep('open', '/view/appointment', '?access_token=x', 'chat')).toEqual({ kind: 'open' });
  });

  it('moves a link for another number to the screen that sends the code, query intact', () => {
    expect(deepLinkStep('sign-in', '/view/appointment', '?access_token=x', 'flat')).toEqual({
      kind: 'redirect',
      to: '/login?access_token=x',
    });
    expect(deepLinkStep('sign-in', '/', '?access_token=x', 'chat')).toEqual({
      kind: 'redirect',
      to: '/chat-home?access_token=x',
    });
    expect(deepLinkStep('sign-in', '/login', '?access_token=x', 'flat')).toEqual({ kind: 'pass' });
    expect(deepLinkStep('sign-in', '/chat-home/', '?access_token=x', 'chat')).toEqual({ kind: 'pass' });
  });

  it('does nothing without a valid link', () => {
    expect(deepLinkStep('none', '/profiles', '?access_token=%%%', 'flat')).toEqual({ kind: 'pass' });
  });
});

describe('feedback pages', () => {
  it('are urls containing patient-feedback? or pf?', () => {
    expect(isFeedbackUrl('/patient-feedback?id=1')).toBe(true);
    expect(isFeedbackUrl('/pf?id=1')).toBe(true);
    expect(isFeedbackUrl('/patient-feedback')).toBe(false);
    expect(isFeedbackUrl('/profiles')).toBe(false);
  });
});
