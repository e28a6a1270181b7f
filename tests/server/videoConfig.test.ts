import { describe, expect, it } from 'vitest';
import { parseIceServers, videoConfigFromEnv } from '../../server/modules/video/config';
import { startTestServer } from './harness';

const TWILIO_ENV = { TWILIO_ACCOUNT_SID: 'ACx', TWILIO_API_KEY_SID: 'SKx', TWILIO_API_KEY_SECRET: 'secret' };

describe('video settings from the environment', () => {
  it('is peer to peer without ICE servers by default', () => {
    expect(videoConfigFromEnv({})).toEqual({ twilio: null, iceServers: [] });
    expect(videoConfigFromEnv({ TWILIO_ACCOUNT_SID: '', VIDEO_ICE_SERVERS: ' ' })).toEqual({
      twilio: null,
      iceServers: [],
    });
  });

  it('uses Twilio when all three credentials are set, and refuses only some of them', () => {
    expect(videoConfigFromEnv(TWILIO_ENV).twilio).toEqual({
      accountSid: 'ACx',
      apiKeySid: 'SKx',
      apiKeySecret: 'secret',
    });
    expect(() => videoConfigFromEnv({ TWILIO_ACCOUNT_SID: 'ACx', TWILIO_API_KEY_SID: 'SKx' })).toThrow(
      /TWILIO_ACCOUNT_SID, TWILIO_API_KEY_SID and TWILIO_API_KEY_SECRET/,
    );
  });

  it('reads VIDEO_ICE_SERVERS as a JSON array of STUN and TURN servers', () => {
    expect(
      parseIceServers(
        '[{"urls":"stun:stun.example.org:3478"},{"urls":["turn:t.example.org"],"username":"u","credential":"c"}]',
      ),
    ).toEqual([
      { urls: ['stun:stun.example.org:3478'] },
      { urls: ['turn:t.example.org'], username: 'u', credential: 'c' },
    ]);
    expect(() => parseIceServers('stun:stun.example.org')).toThrow(/VIDEO_ICE_SERVERS must be JSON/);
    expect(() => parseIceServers('{"urls":"stun:x"}')).toThrow(/must be a JSON array/);
    expect(() => parseIceServers('[{"urls":"http://x"}]')).toThrow(/entry 0/);
    expect(() => parseIceServers('[{"urls":["stun:x"],"username":5}]')).toThrow(/entry 0/);
    expect(() => parseIceServers('[{"urls":[]}]')).toThrow(/entry 0/);
  });

  it('refuses to start the server with a wrong setting, naming it', async () => {
    const before = process.env.VIDEO_ICE_SERVERS;
    process.env.VIDEO_ICE_SERVERS = 'not json';
    try {
      await expect(startTestServer({ seed: false })).rejects.toThrow(/VIDEO_ICE_SERVERS must be JSON/);
    } finally {
      if (before === undefined) delete process.env.VIDEO_ICE_SERVERS;
      else process.env.VIDEO_ICE_SERVERS = before;
    }
  });
});
