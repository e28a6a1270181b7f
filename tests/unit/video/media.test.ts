import { describe, expect, it } from 'vitest';
import { supportOf } from '../../../src/features/video/media/detectSupport';
import { levelOf } from '../../../src/features/video/media/microphoneLevel';
import { openDevices, permissionsOf, queryPermissions } from '../../../src/features/video/media/openDevices';
import { fakeStream, fakeTrack } from './fakes';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_INSTAGRAM = `${IPHONE_SAFARI} Instagram 320.0.0.0`;
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const PeerConnection = function RTCPeerConnection(): void {};
const capable = { mediaDevices: { getUserMedia: () => undefined }, RTCPeerConnection: PeerConnection };

describe('what the browser supports', () => {
  it('Safari on an iPhone can call', () => {
    expect(supportOf({ userAgent: IPHONE_SAFARI, ...capable })).toEqual({
      needsSafari: false,
      webrtc: true,
      getUserMedia: true,
      userAgent: IPHONE_SAFARI,
    });
  });

  it('an in-app browser on an iPhone, or one without the camera API, is sent to Safari', () => {
    expect(supportOf({ userAgent: IPHONE_INSTAGRAM, ...capable }).needsSafari).toBe(true);
    expect(
      supportOf({ userAgent: IPHONE_SAFARI, mediaDevices: undefined, RTCPeerConnection: PeerConnection }),
    ).toMatchObject({ needsSafari: true, getUserMedia: false });
  });

  it('elsewhere a missing API is reported, never a Safari prompt', () => {
    expect(supportOf({ userAgent: ANDROID_CHROME, mediaDevices: {}, RTCPeerConnection: undefined })).toEqual({
      needsSafari: false,
      webrtc: false,
      getUserMedia: false,
      userAgent: ANDROID_CHROME,
    });
  });
});

describe('opening the devices', () => {
  it('asks for camera and microphone and reports both granted when both tracks are live', async () => {
    const asked: MediaStreamConstraints[] = [];
    const stream = fakeStream([fakeTrack('audio'), fakeTrack('video')]);
    const opened = await openDevices({
      getUserMedia: (constraints) => (asked.push(constraints ?? {}), Promise.resolve(stream)),
    });
    expect(opened).toEqual({ stream, permissions: { camera: 'granted', microphone: 'granted' } });
    expect(asked[0]?.audio).toBeTruthy();
    expect(asked[0]?.video).toBeTruthy();
  });

  it("rejects with getUserMedia's own error, so the machine can tell a denied permission", async () => {
    const denied = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
    await expect(openDevices({ getUserMedia: () => Promise.reject(denied) })).rejects.toBe(denied);
  });

  it('a kind without a live track is not granted', () => {
    const ended = { ...fakeTrack('video'), readyState: 'ended' as const };
    expect(permissionsOf(fakeStream([fakeTrack('audio'), ended]))).toEqual({ camera: 'prompt', microphone: 'granted' });
  });

  it("reads the browser's permission states, unknown names as prompt", async () => {
    const query = ({ name }: PermissionDescriptor) =>
      name === 'camera'
        ? Promise.reject(new TypeError('unknown name'))
        : Promise.resolve({ state: 'denied' } as PermissionStatus);
    expect(await queryPermissions({ query })).toEqual({ camera: 'prompt', microphone: 'denied' });
    expect(await queryPermissions(undefined)).toEqual({ camera: 'prompt', microphone: 'prompt' });
  });
});

describe('the microphone level', () => {
  it('is 0 for silence and grows with loudness, never above 1', () => {
    expect(levelOf(new Uint8Array(64).fill(128))).toBe(0);
    const quiet = levelOf(Uint8Array.from({ length: 64 }, (_, i) => (i % 2 === 0 ? 136 : 120)));
    const loud = levelOf(Uint8Array.from({ length: 64 }, (_, i) => (i % 2 === 0 ? 200 : 56)));
    expect(quiet).toBeGreaterThan(0);
    expect(loud).toBeGreaterThan(quiet);
    expect(levelOf(Uint8Array.from({ length: 64 }, (_, i) => (i % 2 === 0 ? 255 : 0)))).toBe(1);
    expect(levelOf(new Uint8Array())).toBe(0);
  });
});
