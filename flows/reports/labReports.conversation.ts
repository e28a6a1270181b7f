import type { BubbleContent } from '../chatProtocol';
import { says } from '../assistant/actionsOf';
import { assistantSetup } from '../assistant/assistant.setup';
import { labReportsAnswer, type LabReportsAnswer, type LabReportsLoad } from './labReport';
import { LAB_REPORTS_TEXT } from './labReportsText';

/**
 * 'Lab Reports' (spec 001 §2 flat shortcut, issue 17 'In the chat'): the signed-in account's reports ready to
 * view, newest first, as one card with a Result link each and See all; when none is ready, what they wait
 * for; then the menu again.
 */

function notReadyText(answer: Extract<LabReportsAnswer, { kind: 'notReady' }>): string {
  if (answer.soonest === null)
    return `${LAB_REPORTS_TEXT.notReadyYet.slice(0, -1)}: ${answer.others.map((entry) => `${entry.count} ${entry.text}`).join(', ')}.`;
  const soonest = LAB_REPORTS_TEXT.soonest(answer.soonest.name, answer.soonest.patient, answer.soonest.viewableAt);
  return [
    LAB_REPORTS_TEXT.notReadyYet,
    soonest,
    ...(answer.others.length === 0 ? [] : [LAB_REPORTS_TEXT.others(answer.others)]),
  ].join(' ');
}

/** The answer's bubbles. */
export function labReportsContents(load: LabReportsLoad): BubbleContent[] {
  const answer = labReportsAnswer(load.reports, load.loadedAt);
  switch (answer.kind) {
    case 'none':
      return [{ kind: 'text', text: LAB_REPORTS_TEXT.none }];
    case 'notReady':
      return [{ kind: 'text', text: notReadyText(answer) }];
    case 'ready':
      return [
        { kind: 'text', text: LAB_REPORTS_TEXT.intro },
        { kind: 'labReports', reports: answer.lines },
        ...(answer.more > 0 ? [{ kind: 'text', text: LAB_REPORTS_TEXT.more(answer.more) } as const] : []),
      ];
  }
}

export const labReportsConversation = assistantSetup.createStateConfig({
  meta: { conversation: 'Lab reports' },
  invoke: {
    src: 'loadLabReports',
    input: {},
    onDone: {
      target: '#assistant.ready',
      actions: { type: 'sayAll', params: ({ event }) => ({ contents: labReportsContents(event.output) }) },
    },
    onError: { target: '#assistant.ready', actions: says(LAB_REPORTS_TEXT.failed) },
  },
});
