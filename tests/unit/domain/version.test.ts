import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { APP_VERSION } from '../../../domain/version';

describe('APP_VERSION', () => {
  it('is the released version and matches package.json', () => {
    expect(APP_VERSION).toBe('3.15.0-p2');
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(pkg.version).toBe(APP_VERSION);
  });
});
