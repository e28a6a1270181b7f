import type { Divergence } from '../../flows/runs/divergence';

/** A divergence as a test failure reads it: the two checkpoints, then the transcripts side by side. */
export function divergenceText(divergence: Divergence, changedMachines: readonly string[]): string {
  const side = (label: string, checkpoint: Divergence['recorded']): string =>
    checkpoint === null
      ? `${label}: (no checkpoint)`
      : `${label}: step ${checkpoint.step}, ${checkpoint.event} → ${checkpoint.states.join(' ')} (${checkpoint.lines} lines)`;
  const width = Math.max(8, ...divergence.lines.map((pair) => (pair.recorded ?? '').length));
  const lines = divergence.lines.map(
    (pair, index) =>
      `${pair.same ? ' ' : '≠'} ${String(index + 1).padStart(3)} ${(pair.recorded ?? '—').padEnd(width)} │ ${pair.replayed ?? '—'}`,
  );
  return [
    `First divergence at checkpoint ${divergence.index + 1}:`,
    side('recorded', divergence.recorded),
    side('replayed', divergence.replayed),
    changedMachines.length === 0
      ? 'No machine changed version since the recording.'
      : `Machines changed since the recording: ${changedMachines.join(', ')}.`,
    '',
    ...lines,
  ].join('\n');
}
