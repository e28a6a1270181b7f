import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm test` (what CI runs) includes the machine coverage report, so a transition no test reaches fails the build
 * instead of waiting for someone to run `npm run coverage:machines` by hand (issue 29).
 */
const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> };

describe('npm test', () => {
  it('runs the machine coverage report after the unit tests', () => {
    const steps = (manifest.scripts.test ?? '').split('&&').map((step) => step.trim());
    expect(steps).toContain('npm run coverage:machines');
    expect(steps.indexOf('npm run coverage:machines')).toBeGreaterThan(steps.indexOf('npm run test:unit'));
  });
});
