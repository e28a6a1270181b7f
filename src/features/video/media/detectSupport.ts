import { needsSafari } from '../../../../domain/videoCall';
import type { DeviceSupport } from '../../../../machines/videoCall.types';

/** What detectSupport reads of the browser; a plain object in tests. */
export interface BrowserMedia {
  readonly userAgent: string;
  readonly mediaDevices: { readonly getUserMedia?: unknown } | undefined;
  readonly RTCPeerConnection: unknown;
}

/**
 * What this browser can do for a call. Capabilities, not the browser's name (Chrome and Edge on iOS 14.3+ can use
 * the camera); domain/videoCall.ts needsSafari says when an iPhone must open the link in Safari instead.
 */
export function supportOf(browser: BrowserMedia): DeviceSupport {
  const getUserMedia = typeof browser.mediaDevices?.getUserMedia === 'function';
  const webrtc = typeof browser.RTCPeerConnection === 'function';
  return {
    needsSafari: needsSafari({
      userAgent: browser.userAgent,
      hasGetUserMedia: getUserMedia,
      hasPeerConnection: webrtc,
    }),
    webrtc,
    getUserMedia,
    userAgent: browser.userAgent,
  };
}

/** This browser's support (the machine's detectSupport actor). */
export function detectSupport(): Promise<DeviceSupport> {
  const nav: Partial<Navigator> | undefined = typeof navigator === 'undefined' ? undefined : navigator;
  return Promise.resolve(
    supportOf({
      userAgent: nav?.userAgent ?? '',
      // Undefined outside a secure context (http on another host), which is what the check must see.
      mediaDevices: nav?.mediaDevices,
      RTCPeerConnection: (globalThis as { RTCPeerConnection?: unknown }).RTCPeerConnection,
    }),
  );
}
