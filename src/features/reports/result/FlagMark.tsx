import type { ResultFlag } from '../../../../domain/referenceRange';

const SYMBOL: Readonly<Record<ResultFlag, string>> = { H: '↑', L: '↓', HH: '⇈', LL: '⇊' };

/** A result's mark as an arrow and its word ('↑ High', '⇊ Critical low'): shape and text, not colour only. */
export function FlagMark({ flag, text }: { flag: ResultFlag | null; text: string | null }): React.JSX.Element | null {
  if (flag === null || text === null) return null;
  const critical = flag === 'HH' || flag === 'LL';
  return (
    <strong className={`flag flag--${critical ? 'critical' : 'abnormal'}`}>
      <span aria-hidden="true">{SYMBOL[flag]} </span>
      {text}
    </strong>
  );
}
