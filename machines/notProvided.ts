import { fromPromise, type PromiseActorLogic } from 'xstate';

/**
 * The default of an actor the app must provide with `machine.provide({ actors })`. It fails loudly
 * instead of pretending, so a forgotten implementation shows up as an error, never as fake data.
 */
export function notProvided<TOutput, TInput>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`${name} is not provided: pass it with machine.provide({ actors })`)),
  );
}
