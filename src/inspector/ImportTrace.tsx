import { useId, useState } from 'react';
import type { Trace } from '../../flows/trace/trace';
import { readTraceFile } from './traceFile';

/** A file input for a trace; a file that is not one says why (parseTrace's message). */
export function ImportTrace({ onImport }: { onImport: (trace: Trace, name: string) => void }): React.JSX.Element {
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="inspector-import">
      <input
        id={inputId}
        className="inspector-import__input"
        type="file"
        accept=".json,application/json"
        aria-describedby={error === null ? undefined : errorId}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (file === undefined) return;
          void readTraceFile(file).then((read) => {
            // The same file can be chosen again after it was fixed.
            input.value = '';
            if (read.ok) {
              setError(null);
              onImport(read.trace, read.name);
            } else {
              setError(read.error);
            }
          });
        }}
      />
      <label htmlFor={inputId} className="button button--secondary button--small inspector-import__label">
        Import trace
      </label>
      {error !== null ? (
        <p id={errorId} className="inspector-error inspector-import__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
