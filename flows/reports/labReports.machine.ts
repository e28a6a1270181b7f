import { assign, setup } from 'xstate';
import { LEAF_PLACEHOLDERS } from '../api';
import type { BubbleContent } from '../chatProtocol';
import { labReportsAnswer, type LabReportsAnswer, type LabReportsLoad } from './labReport';
import { LAB_REPORTS_TEXT } from './labReportsText';

/**
 * 'Lab Reports' (spec 001 §2 flat shortcut, issue 17 'In the chat') as a child of the assistant: loads the signed-in
 * account's reports and ends with the answer's bubble contents (docs/decisions/0049-assistant-star.md): the reports
 * ready to view, newest first, as one card with a Result link each and See all; when none is ready, what they wait
 * for; when they could not be loaded, that. It says nothing itself: the assistant says its output, giving each
 * bubble its id from the one counter (labReports.conversation.ts).
 */

function notReadyText(answer: Extract<LabReportsAnswer, { kind: 'notReady' }>): string {
  if (answer.soonest === null) return LAB_REPORTS_TEXT.notReadyCounts(answer.others);
  const soonest = LAB_REPORTS_TEXT.soonest(answer.soonest.name, answer.soonest.patient, answer.soonest.viewableAt);
  return [
    LAB_REPORTS_TEXT.notReadyYet(),
    soonest,
    ...(answer.others.length === 0 ? [] : [LAB_REPORTS_TEXT.others(answer.others)]),
  ].join(' ');
}

/** The answer's bubbles. */
function labReportsContents(load: LabReportsLoad): BubbleContent[] {
  const answer = labReportsAnswer(load.reports, load.loadedAt);
  switch (answer.kind) {
    case 'none':
      return [{ kind: 'text', text: LAB_REPORTS_TEXT.none() }];
    case 'notReady':
      return [{ kind: 'text', text: notReadyText(answer) }];
    case 'ready':
      return [
        { kind: 'text', text: LAB_REPORTS_TEXT.intro() },
        { kind: 'labReports', reports: answer.lines },
        ...(answer.more > 0 ? [{ kind: 'text', text: LAB_REPORTS_TEXT.more(answer.more) } as const] : []),
      ];
  }
}

export const labReportsMachine = setup({
  types: {
    context: {} as { readonly contents: readonly BubbleContent[] },
    output: {} as readonly BubbleContent[],
  },
  actors: { loadLabReports: LEAF_PLACEHOLDERS.loadLabReports },
}).createMachine({
  id: 'labReports',
  context: { contents: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadLabReports',
        input: {},
        onDone: { target: 'answered', actions: assign({ contents: ({ event }) => labReportsContents(event.output) }) },
        onError: {
          target: 'answered',
          actions: assign(() => ({ contents: [{ kind: 'text', text: LAB_REPORTS_TEXT.failed() }] })),
        },
      },
    },
    answered: { type: 'final' },
  },
  output: ({ context }) => context.contents,
});
