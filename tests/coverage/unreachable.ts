/**
 * States and transitions no test can reach, and why: machine id -> what the coverage report prints after
 * `missing: ` (`state <path>`, or the transition `source --event [guard]--> target`) -> the reason.
 * The report counts these as explained; anything neither reached nor named here fails
 * `npm run coverage:machines`, and so does a note naming what the machine no longer has, what a test
 * now reaches, or a machine no `*.machine.ts` file exports. Every machine reaches all it has today.
 */
export type UnreachableNotes = Readonly<Record<string, Readonly<Record<string, string>>>>;

export const UNREACHABLE: UnreachableNotes = {};
