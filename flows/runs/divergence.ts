import type { Checkpoint } from './checkpoints';

/**
 * Where a replay first differs from the recording: the first checkpoint (in order) whose event,
 * step or states differ, or whose transcript so far differs (a line count, or a line's words). `at`
 * is left out: a changed delay moves times without changing the path, and shows in the next
 * checkpoint that does differ.
 */

export interface RunSide {
  readonly checkpoints: readonly Checkpoint[];
  /** The transcript lines (flows/trace/transcriptLines.ts) of the whole run. */
  readonly lines: readonly string[];
}

export interface LinePair {
  readonly recorded: string | null;
  readonly replayed: string | null;
  readonly same: boolean;
}

export interface Divergence {
  /** Index of the first differing checkpoint (the length of the shorter list when one is a prefix of the other). */
  readonly index: number;
  /** null when that side had no checkpoint there. */
  readonly recorded: Checkpoint | null;
  readonly replayed: Checkpoint | null;
  /** Index of the first differing transcript line, null when the lines so far agree. */
  readonly firstLine: number | null;
  /** The transcripts side by side up to this checkpoint (the longer of the two). */
  readonly lines: readonly LinePair[];
}

function sameCheckpoint(a: Checkpoint, b: Checkpoint): boolean {
  return (
    a.event === b.event &&
    a.step === b.step &&
    a.lines === b.lines &&
    a.states.length === b.states.length &&
    a.states.every((state, index) => state === b.states[index])
  );
}

function firstLineDiff(a: readonly string[], b: readonly string[]): number | null {
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index += 1) if (a[index] !== b[index]) return index;
  return null;
}

function sideBySide(recorded: readonly string[], replayed: readonly string[], count: number): LinePair[] {
  return Array.from({ length: count }, (_, index) => {
    const left = recorded[index] ?? null;
    const right = replayed[index] ?? null;
    return { recorded: left, replayed: right, same: left === right };
  });
}

export function firstDivergence(recorded: RunSide, replayed: RunSide): Divergence | null {
  const line = firstLineDiff(recorded.lines, replayed.lines);
  const length = Math.max(recorded.checkpoints.length, replayed.checkpoints.length);
  for (let index = 0; index <= length; index += 1) {
    const left = recorded.checkpoints[index];
    const right = replayed.checkpoints[index];
    const past = index === length;
    // Past the last checkpoints, only lines left over (none expected) can still differ.
    if (past && line === null) return null;
    const linesDiffer = line !== null && (past || (left?.lines ?? 0) > line || (right?.lines ?? 0) > line);
    if (left !== undefined && right !== undefined && sameCheckpoint(left, right) && !linesDiffer) continue;
    const shown = past
      ? Math.max(recorded.lines.length, replayed.lines.length)
      : Math.max(left?.lines ?? 0, right?.lines ?? 0);
    return {
      index,
      recorded: left ?? null,
      replayed: right ?? null,
      firstLine: line !== null && line < shown ? line : null,
      lines: sideBySide(recorded.lines, replayed.lines, shown),
    };
  }
  return null;
}
