import { rmSync } from 'node:fs';
import { COVERAGE_DIR } from './coverageFiles';

/** Each coverage run starts from nothing. */
export default function setup(): void {
  rmSync(COVERAGE_DIR, { recursive: true, force: true });
}
