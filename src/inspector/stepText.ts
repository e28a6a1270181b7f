import type { TraceStep } from '../../flows/trace/trace';

function clip(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** One line for a recorded step: what the patient did, or what an API call answered. */
export function stepText(step: TraceStep): string {
  switch (step.kind) {
    case 'event': {
      const { type, ...payload } = step.event;
      // Sent by hand to a child from the inspector's send panel.
      if (step.to !== undefined)
        return `sent ${type} to ${step.to}${Object.keys(payload).length === 0 ? '' : ` ${clip(JSON.stringify(payload))}`}`;
      if (type === 'chat.tap' && typeof payload.label === 'string') return `tapped “${payload.label}”`;
      if (type === 'chat.submit' && typeof payload.text === 'string') return `typed “${clip(payload.text)}”`;
      return Object.keys(payload).length === 0 ? `sent ${type}` : `sent ${type} ${clip(JSON.stringify(payload))}`;
    }
    case 'result':
      return step.outcome === 'done'
        ? `${step.actor} answered`
        : `${step.actor} failed: ${clip(step.error ?? 'no message')}`;
  }
}
