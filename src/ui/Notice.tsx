import type { ReactNode } from 'react';

/** An inline message: 'alert' for errors the patient must fix, 'status' for information. */
export function Notice({
  tone,
  children,
  id,
}: {
  tone: 'error' | 'info' | 'success';
  children: ReactNode;
  id?: string;
}): React.JSX.Element {
  return (
    <p id={id} className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
