import { assign, fromPromise, not, setup } from 'xstate';

/** What the patient answered, kept in localStorage (STORAGE_KEYS.installPrompt): either means never again. */
export type InstallAnswer = 'installed' | 'dismissed';

/** The browser's own install dialog's outcome (BeforeInstallPromptEvent.userChoice). */
export type BrowserInstallOutcome = 'accepted' | 'dismissed';

/** Shows the browser's install dialog (BeforeInstallPromptEvent.prompt) and resolves with the patient's choice. */
export type AskBrowser = () => Promise<BrowserInstallOutcome>;

export type InstallPromptEvent =
  /** The browser fired beforeinstallprompt: the app can be installed now; ask opens its dialog (once). */
  | { readonly type: 'OFFERED'; readonly ask: AskBrowser }
  /** Focus moved; typing: it is now in a text field (the chat composer, a form). */
  | { readonly type: 'FOCUS'; readonly typing: boolean }
  | { readonly type: 'INSTALL' }
  | { readonly type: 'NOT_NOW' }
  /** The browser says the app was installed (appinstalled), whichever way. */
  | { readonly type: 'INSTALLED' };

/**
 * Our add-to-home-screen banner (issue 20): shown when the browser offers the install, never to a patient who
 * answered before (installed, or 'Not now'), and never while they type: it waits, or steps aside, until focus
 * leaves the text field. Install opens the browser's own dialog (the offer's prompt());
 * a patient who closes that dialog has answered too.
 */
export const installPromptMachine = setup({
  types: {
    input: {} as { readonly answered: boolean },
    context: {} as { readonly answered: boolean; readonly typing: boolean; readonly ask: AskBrowser | null },
    events: {} as InstallPromptEvent,
  },
  actions: {
    /** The app provides the localStorage write; the machine never touches storage itself. */
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameter types the action's params
    remember: (_args, _answer: InstallAnswer) => undefined,
    noteFocus: assign({ typing: ({ event }) => event.type === 'FOCUS' && event.typing }),
    keepOffer: assign({ ask: ({ event }) => (event.type === 'OFFERED' ? event.ask : null) }),
  },
  actors: {
    /** The browser's dialog, through the offer it made; an offer is good for one prompt(). */
    askBrowser: fromPromise<BrowserInstallOutcome, { readonly ask: AskBrowser | null }>(({ input }) => {
      if (input.ask === null) return Promise.reject(new Error('no install offer'));
      return input.ask();
    }),
  },
  guards: {
    answeredBefore: ({ context }) => context.answered,
    typing: ({ context }) => context.typing,
    notTyping: not('typing'),
    accepted: (_, params: { readonly outcome: BrowserInstallOutcome }) => params.outcome === 'accepted',
  },
}).createMachine({
  id: 'installPrompt',
  context: ({ input }) => ({ answered: input.answered, typing: false, ask: null }),
  initial: 'starting',
  on: {
    FOCUS: { actions: 'noteFocus' },
    INSTALLED: { target: '.answered', actions: { type: 'remember', params: 'installed' } },
  },
  states: {
    starting: { always: [{ guard: 'answeredBefore', target: 'answered' }, { target: 'waiting' }] },
    waiting: { on: { OFFERED: { target: 'offered', actions: 'keepOffer' } } },
    /** Offered: shown at once, or as soon as the patient stops typing. */
    offered: { always: { guard: 'notTyping', target: 'showing' } },
    showing: {
      always: { guard: 'typing', target: 'offered' },
      on: {
        INSTALL: 'asking',
        NOT_NOW: { target: 'answered', actions: { type: 'remember', params: 'dismissed' } },
      },
    },
    asking: {
      invoke: {
        src: 'askBrowser',
        input: ({ context }) => ({ ask: context.ask }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => ({ outcome: event.output }) },
            target: 'answered',
            actions: { type: 'remember', params: 'installed' },
          },
          { target: 'answered', actions: { type: 'remember', params: 'dismissed' } },
        ],
        // The offer was used up or withdrawn: nothing to remember, and nothing left to show.
        onError: 'gone',
      },
    },
    gone: { type: 'final' },
    answered: { type: 'final' },
  },
});
