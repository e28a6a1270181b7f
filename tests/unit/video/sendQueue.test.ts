import { describe, expect, it } from 'vitest';
import { createSendQueue } from '../../../src/features/video/api/sendQueue';
import { settle } from './fakes';

describe('the signal send queue', () => {
  it('holds everything until opened, then sends in order, each after the previous one finished', async () => {
    const log: string[] = [];
    const resolvers: (() => void)[] = [];
    const queue = createSendQueue<string>((item) => {
      log.push(`start ${item}`);
      return new Promise<void>((resolve) =>
        resolvers.push(() => {
          log.push(`done ${item}`);
          resolve();
        }),
      );
    });
    const hello = queue.push('hello');
    const offer = queue.push('description');
    await settle();
    expect(log).toEqual([]);
    queue.open();
    await settle();
    expect(log).toEqual(['start hello']);
    resolvers.shift()?.();
    await hello;
    await settle();
    expect(log).toEqual(['start hello', 'done hello', 'start description']);
    resolvers.shift()?.();
    await offer;
    expect(log).toEqual(['start hello', 'done hello', 'start description', 'done description']);
  });

  it('a failed send rejects its own push and the next one still goes', async () => {
    const sent: string[] = [];
    const queue = createSendQueue<string>((item) => {
      if (item === 'bad') return Promise.reject(new Error('network'));
      sent.push(item);
      return Promise.resolve();
    });
    queue.open();
    await expect(queue.push('bad')).rejects.toThrow('network');
    await queue.push('candidate');
    expect(sent).toEqual(['candidate']);
  });

  it('opening twice changes nothing', async () => {
    const sent: string[] = [];
    const queue = createSendQueue<string>((item) => {
      sent.push(item);
      return Promise.resolve();
    });
    queue.open();
    queue.open();
    await Promise.all([queue.push('a'), queue.push('b')]);
    expect(sent).toEqual(['a', 'b']);
  });
});
