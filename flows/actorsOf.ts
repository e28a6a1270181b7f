import { fromPromise, type PromiseActorLogic } from 'xstate';

/** An async call of one input (what an API module exports, and what a promise actor runs). */
export type Call<Input, Output> = (input: Input) => Promise<Output>;

/** A record of async calls as the promise actors that make them. */
export type ActorsOf<Calls> = {
  readonly [K in keyof Calls]: Calls[K] extends Call<infer Input, infer Output>
    ? PromiseActorLogic<Output, Input>
    : never;
};

/**
 * The one wrapper from calls to actors (docs/decisions: one composition root): each call becomes a `fromPromise`
 * actor that runs it with the invoke's input. API modules are written once, as plain calls; nothing else wraps them.
 */
export function actorsOf<Calls extends { readonly [K in keyof Calls]: Call<never, unknown> }>(
  calls: Calls,
): ActorsOf<Calls> {
  const entries = Object.entries(calls as unknown as Record<string, Call<unknown, unknown>>).map(([name, run]) => [
    name,
    fromPromise<unknown, unknown>(({ input }) => run(input)),
  ]);
  return Object.fromEntries(entries) as ActorsOf<Calls>;
}
