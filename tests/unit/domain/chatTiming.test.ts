import { describe, it, expect } from 'vitest';
import { REPLY_BUTTONS_DELAY_MS, REPLY_DELAY_LONG_MS, REPLY_DELAY_SHORT_MS } from '../../../domain/chatTiming';

describe('chat timing', () => {
  it('uses the spec reply delays of 300 ms and 1 s, and shows reply buttons after 1 s', () => {
    expect(REPLY_DELAY_SHORT_MS).toBe(300);
    expect(REPLY_DELAY_LONG_MS).toBe(1000);
    expect(REPLY_BUTTONS_DELAY_MS).toBe(1000);
  });
});
