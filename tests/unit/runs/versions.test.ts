import { describe, expect, it } from 'vitest';
import { assign, createMachine, setup } from 'xstate';
import { MACHINES } from '../../../flows/catalogue';
import { machineVersion, machineVersions } from '../../../flows/runs/versions';
import { bookingMachine } from '../../../machines/booking.machine';

/** A small conversation built afresh each call (new functions each time, as in another process). */
function door(change: 'none' | 'state' | 'target' | 'guard' = 'none') {
  return setup({
    types: { context: {} as { opened: number } },
    guards: { allowed: () => true, strict: () => false },
    delays: { wait: 1000 },
  }).createMachine({
    id: 'door',
    initial: 'closed',
    context: { opened: 0 },
    states: {
      closed: {
        on: {
          OPEN: {
            guard: change === 'guard' ? 'strict' : 'allowed',
            target: change === 'target' ? 'locked' : 'open',
            actions: assign({ opened: ({ context }) => context.opened + 1 }),
          },
        },
      },
      open: { after: { wait: 'closed' } },
      locked: { type: 'final' },
      ...(change === 'state' ? { ajar: {} } : {}),
    },
  });
}

describe('machineVersions', () => {
  it('gives every catalogue machine a short hash, the same each time', () => {
    const versions = machineVersions();
    expect(Object.keys(versions).sort()).toEqual(MACHINES.map((entry) => entry.id).sort());
    for (const version of Object.values(versions)) expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(machineVersions()).toEqual(versions);
    expect(versions.booking).toBe(machineVersion(bookingMachine));
    expect(new Set(Object.values(versions)).size).toBe(MACHINES.length);
  });

  it('is the same for the same definition built again, whatever its functions are', () => {
    expect(machineVersion(door())).toBe(machineVersion(door()));
    // Pinned: the hash of a definition must not depend on the process (functions, object identities).
    expect(machineVersion(door())).toBe('79896412724a');
  });

  it('changes when a state, a target or a guard changes', () => {
    const base = machineVersion(door());
    const changed = (['state', 'target', 'guard'] as const).map((change) => machineVersion(door(change)));
    for (const version of changed) expect(version).not.toBe(base);
    expect(new Set(changed).size).toBe(3);
    const provided = door().provide({ guards: { allowed: () => false } });
    // Implementations given later are not the definition: same version.
    expect(machineVersion(provided)).toBe(base);
    const other = createMachine({ id: 'door', initial: 'closed', states: { closed: {} } });
    expect(machineVersion(other)).not.toBe(base);
  });
});
