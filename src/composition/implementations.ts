import type { AnyStateMachine } from 'xstate';

/**
 * What the app gives a machine: its actors (the API, the browser) and the page's actions (navigation, storage),
 * which the machine decides when to run. Only the files of src/composition/ hand them to a machine's provide.
 */
export type Implementations<Machine extends AnyStateMachine> = Parameters<Machine['provide']>[0];
