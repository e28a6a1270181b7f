import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateMachine, type EventObject } from 'xstate';
import type { CoverageRecord, CoverageSource } from './coverageFiles';
import { machineFiles, type MachineFile } from './discover';
import { LAMP_DIM_MS, lampMachine } from './fixture/machines/lamp.machine';
import { demoMachine } from './fixture/flows/chat/demo.machine';
import { createRecorder } from './recorder';
import { summarize, type ReportInput } from './summarize';

/**
 * The report's logic on machines of its own (tests/coverage/fixture): runs recorded as the coverage
 * run records them, then what the report prints and why it fails.
 */

const FIXTURE = resolve(import.meta.dirname, 'fixture');

/** Runs one actor of `machine` through `events` (advancing fake time by a number) and records it as a test file of `source` would. */
function run(machine: AnyStateMachine, source: CoverageSource, events: readonly (EventObject | number)[]): CoverageRecord {
  const recorder = createRecorder();
  const actor = createActor(machine, { inspect: recorder.observe }).start();
  for (const event of events) {
    if (typeof event === 'number') vi.advanceTimersByTime(event);
    else actor.send(event);
  }
  actor.stop();
  return { source, ...recorder.seen() };
}

let files: MachineFile[];
beforeEach(async () => {
  vi.useFakeTimers();
  files = await machineFiles(FIXTURE);
});
afterEach(() => {
  vi.useRealTimers();
});

const input = (records: readonly CoverageRecord[], overrides: Partial<ReportInput> = {}): ReportInput => ({
  files,
  records,
  notes: {},
  catalogued: new Set(['demo', 'lamp']),
  ...overrides,
});

/** Every state and transition of the lamp. */
const LAMP_FULL = (): CoverageRecord => run(lampMachine, 'model-based tests', [{ type: 'SWITCH' }, { type: 'SWITCH' }, { type: 'SWITCH' }, LAMP_DIM_MS, { type: 'BREAK' }, { type: 'SWITCH' }]);

/** Menu, the whole sign-in and back, then help and its frequent questions: what it leaves out is BACK from help and from the code, and NEXT from the questions. */
const DEMO_PARTLY = (): CoverageRecord =>
  run(demoMachine, 'model-based tests', [{ type: 'START' }, { type: 'NEXT' }, { type: 'NEXT' }, { type: 'HELP' }, { type: 'NEXT' }]);

/** Why DEMO_PARTLY leaves out what it does. */
const DEMO_PARTLY_EXPLAINED = {
  'signingIn.code --BACK--> signingIn.mobile': 'the code step has no back button',
  'help --BACK--> menu': 'help ends in the menu by itself',
  'help.faq --NEXT--> help.asking': 'the last question is the last',
};

/** The fixture's files but the one exporting no machine. */
const withMachines = (): MachineFile[] => files.filter((file) => file.machines.length > 0);

describe('the recorder', () => {
  it('notes states an eventless step leaves at once, delayed transitions and the transitions that stay', () => {
    const seen = LAMP_FULL();
    expect(seen.states['lamp']).toEqual(['lamp', 'lamp.dimmed', 'lamp.off', 'lamp.on']);
    expect(seen.transitions['lamp']).toEqual(['lamp.dimmed||0', 'lamp.off|BREAK|0', 'lamp.off|SWITCH|0', 'lamp.off|SWITCH|1', 'lamp.on|SWITCH|0', 'lamp.on|xstate.after.dim.lamp.on|0']);
  });
});

describe('the coverage report', () => {
  it('prints one line per machine and per conversation, then what each lacks, and fails on what is neither reached nor explained', () => {
    const { lines, problems } = summarize(input([LAMP_FULL(), DEMO_PARTLY()]));
    expect(lines).toEqual([
      'demo                    states 7/7  transitions 5/8  (model-based tests: 7 states, 5 transitions; replays: 0 states, 0 transitions)  flows/chat/demo.machine.ts',
      '  › Sign-in             states 3/3  transitions 2/3  (model-based tests: 3 states, 2 transitions; replays: 0 states, 0 transitions)  state signingIn',
      '                          missing: signingIn.code --BACK--> signingIn.mobile',
      '  › Help                states 3/3  transitions 1/3  (model-based tests: 3 states, 1 transitions; replays: 0 states, 0 transitions)  state help',
      '                          missing: help --BACK--> menu',
      '  › Frequent questions  states 1/1  transitions 0/1  (model-based tests: 1 states, 0 transitions; replays: 0 states, 0 transitions)  state help.faq',
      '                          missing: help.faq --NEXT--> help.asking',
      'lamp                    states 3/3  transitions 6/6  (model-based tests: 3 states, 6 transitions; replays: 0 states, 0 transitions)  machines/lamp.machine.ts',
      'flows/chat/helpers.machine.ts: exports no state machine',
    ]);
    expect(problems).toEqual([
      'demo: not reached and not explained in tests/coverage/unreachable.ts: signingIn.code --BACK--> signingIn.mobile',
      'demo: not reached and not explained in tests/coverage/unreachable.ts: help --BACK--> menu',
      'demo: not reached and not explained in tests/coverage/unreachable.ts: help.faq --NEXT--> help.asking',
      'flows/chat/helpers.machine.ts: a *.machine.ts file that exports no state machine',
    ]);
  });

  it('counts what tests/coverage/unreachable.ts explains, with its reason, and passes when nothing else is missing', () => {
    const { lines, problems } = summarize(input([LAMP_FULL(), DEMO_PARTLY()], { files: withMachines(), notes: { demo: DEMO_PARTLY_EXPLAINED } }));
    expect(lines.filter((line) => line.includes('explained:') || line.includes('missing:')).map((line) => line.trim())).toEqual([
      'explained: signingIn.code --BACK--> signingIn.mobile (the code step has no back button)',
      'explained: help --BACK--> menu (help ends in the menu by itself)',
      'explained: help.faq --NEXT--> help.asking (the last question is the last)',
    ]);
    expect(problems).toEqual([]);
  });

  it('fails on a note that names what the machine does not have, what a test reaches, or a machine there is not', () => {
    const notes = {
      demo: { ...DEMO_PARTLY_EXPLAINED, 'menu --START--> signingIn': 'said to be unreachable, yet reached', 'state help.gone': 'a state since removed' },
      removed: { 'a --B--> c': 'a machine since removed' },
    };
    const { problems } = summarize(input([LAMP_FULL(), DEMO_PARTLY()], { files: withMachines(), notes }));
    expect(problems).toEqual([
      'demo: tests/coverage/unreachable.ts calls unreachable what a test reaches: menu --START--> signingIn',
      'demo: tests/coverage/unreachable.ts explains what the machine does not have: state help.gone',
      'tests/coverage/unreachable.ts names a machine no *.machine.ts exports: removed',
    ]);
  });

  it('explains states too, by their path', () => {
    // Only the sign-in walked: help and its questions never entered.
    const record = run(demoMachine, 'model-based tests', [{ type: 'START' }, { type: 'NEXT' }, { type: 'BACK' }, { type: 'NEXT' }, { type: 'NEXT' }]);
    const notes = { demo: { 'state help': 'why help', 'state help.asking': 'why asking' } };
    const { lines } = summarize(input([LAMP_FULL(), record], { notes }));
    expect(lines.map((line) => line.trim()).filter((line) => /^(explained|missing): state help/.test(line))).toEqual([
      'explained: state help (why help)',
      'explained: state help.asking (why asking)',
      'missing: state help.faq',
    ]);
  });

  it('fails a machine no model-based test runs, even when a replay does, and a conversation none reaches', () => {
    const replayOfLamp = { ...LAMP_FULL(), source: 'replays' as const };
    const signInOnly = run(demoMachine, 'model-based tests', [{ type: 'START' }]);
    const { lines, problems } = summarize(input([replayOfLamp, signInOnly]));
    expect(lines).toContain('lamp                    states 3/3  transitions 6/6  (model-based tests: 0 states, 0 transitions; replays: 3 states, 6 transitions)  machines/lamp.machine.ts');
    expect(lines).toContain('                        no model-based test runs it');
    expect(problems).toContain('lamp: no model-based test runs it (machines/lamp.machine.ts)');
    expect(problems).toContain('demo › Help: no model-based test reaches it');
    expect(problems).toContain('demo › Frequent questions: no model-based test reaches it');
    expect(problems).not.toContain('demo › Sign-in: no model-based test reaches it');
  });

  it('reads the same whatever order the test files ran and wrote in', () => {
    const records = [
      LAMP_FULL(),
      run(demoMachine, 'model-based tests', [{ type: 'HELP' }, { type: 'NEXT' }]),
      run(demoMachine, 'replays', [{ type: 'START' }, { type: 'NEXT' }]),
      run(demoMachine, 'model-based tests', [{ type: 'HELP' }, { type: 'BACK' }]),
    ];
    const first = summarize(input(records));
    expect(summarize(input([...records].reverse()))).toEqual(first);
    expect(summarize(input([records[2], records[0], records[3], records[1]].flatMap((record) => (record === undefined ? [] : [record]))))).toEqual(first);
  });

  it('marks a machine flows/catalogue.ts does not list, and fails two machines sharing an id', () => {
    const { lines, problems } = summarize(
      input([LAMP_FULL()], {
        files: [
          { file: 'machines/lamp.machine.ts', machines: [{ machine: lampMachine }] },
          { file: 'machines/lampCopy.machine.ts', machines: [{ machine: lampMachine.provide({}) }] },
        ],
        catalogued: new Set(),
      }),
    );
    expect(lines).toEqual(['lamp  states 3/3  transitions 6/6  (model-based tests: 3 states, 6 transitions; replays: 0 states, 0 transitions)  machines/lamp.machine.ts  (not in flows/catalogue.ts)']);
    expect(problems).toEqual(['lamp: two machines have this id (machines/lamp.machine.ts, machines/lampCopy.machine.ts); their coverage cannot be told apart']);
  });
});
