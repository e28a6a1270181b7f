import { says } from '../assistant/actionsOf';
import { assistantSetup } from '../assistant/assistant.setup';
import { LAB_REPORTS_TEXT } from './labReportsText';

/**
 * 'Lab Reports' (spec 001 §2 flat shortcut, issue 17 'In the chat'): the child machine (labReports.machine.ts) loads
 * the account's reports and returns the answer's bubble contents; the assistant says them, each with its id from the
 * one counter, then the menu again.
 */
export const labReportsConversation = assistantSetup.createStateConfig({
  meta: { conversation: 'Lab reports' },
  invoke: {
    src: 'labReports',
    onDone: {
      target: '#assistant.ready',
      actions: { type: 'sayAll', params: ({ event }) => ({ contents: event.output }) },
    },
    // The child answers a failed load itself; this is the child failing.
    onError: { target: '#assistant.ready', actions: says(LAB_REPORTS_TEXT.failed) },
  },
});
