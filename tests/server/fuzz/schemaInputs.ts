import { buildSchema } from '../../../server/graphql/schema';

/**
 * The mutations and their text and number inputs, read from the server's own schema (server/graphql/schema.ts
 * buildSchema): a mutation or an input field added later is fuzzed, or named as not, without editing a list by hand.
 * Types are read by shape, not instanceof: under Vitest the schema may come from Yoga's copy of graphql.
 */

/** What a leaf carries: text (String, ID) or a number (Int, Float); Booleans and enums are not fuzzed. */
type LeafKind = 'text' | 'number';

/** One scalar input of a mutation: its path in the variables ('input.items[].answer'), kind, scalar and whether it is a list. */
export interface Leaf {
  readonly path: string;
  readonly kind: LeafKind;
  /** String, ID, Int or Float. */
  readonly scalar: string;
  readonly list: boolean;
}

export interface MutationShape {
  readonly name: string;
  /** mutation ($a: T!, …) { name(a: $a, …) { scalar fields } }: every argument a variable of the same name. */
  readonly document: string;
  readonly leaves: readonly Leaf[];
}

interface TypeLike {
  readonly name?: string;
  readonly ofType?: TypeLike;
  toString(): string;
  getFields?: () => Record<string, FieldLike>;
  getValues?: () => unknown;
}

interface ArgLike {
  readonly name: string;
  readonly type: TypeLike;
}

interface FieldLike {
  readonly name: string;
  readonly type: TypeLike;
  readonly args?: readonly ArgLike[];
}

const isList = (type: TypeLike): boolean => type.ofType !== undefined && !type.toString().endsWith('!');

function named(type: TypeLike): TypeLike {
  let current = type;
  while (current.ofType !== undefined) current = current.ofType;
  return current;
}

/** Whether the type, under its non-null wrapper, is a list. */
function listUnderNonNull(type: TypeLike): boolean {
  const inner = type.toString().endsWith('!') && type.ofType !== undefined ? type.ofType : type;
  return isList(inner);
}

const KIND_OF_SCALAR: Readonly<Record<string, LeafKind | undefined>> = {
  String: 'text',
  ID: 'text',
  Int: 'number',
  Float: 'number',
};

/** The leaves under one input type at `path` (input objects walked, a list of objects walked through its '[]'). */
function leavesAt(path: string, type: TypeLike, seen: ReadonlySet<string>): Leaf[] {
  const base = named(type);
  const list = listUnderNonNull(type);
  if (typeof base.getFields === 'function') {
    const typeName = base.name ?? '';
    // Input types have no cycle today; a cycle later stops here rather than looping.
    if (seen.has(typeName)) return [];
    const inner = list ? `${path}[]` : path;
    return Object.values(base.getFields()).flatMap((field) =>
      leavesAt(`${inner}.${field.name}`, field.type, new Set([...seen, typeName])),
    );
  }
  if (typeof base.getValues === 'function') return [];
  const kind = KIND_OF_SCALAR[base.name ?? ''];
  return kind === undefined ? [] : [{ path, kind, scalar: base.name ?? '', list }];
}

/** The scalar fields of an object return type (no required arguments), or '' for a scalar return type. */
function selectionOf(type: TypeLike): string {
  const base = named(type);
  if (typeof base.getFields !== 'function') return '';
  const scalars = Object.values(base.getFields()).filter((field) => {
    const fieldType = named(field.type);
    return (
      typeof fieldType.getFields !== 'function' && (field.args ?? []).every((arg) => !arg.type.toString().endsWith('!'))
    );
  });
  return ` { __typename ${scalars.map((field) => field.name).join(' ')} }`;
}

/** Every mutation of the schema, with its document and its text and number inputs. */
export function mutationShapes(): MutationShape[] {
  const mutation = buildSchema().getMutationType();
  if (mutation === null || mutation === undefined) return [];
  return Object.values(mutation.getFields() as Record<string, FieldLike>).map((field) => {
    const args = field.args ?? [];
    const variables = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
    const call = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const document = `mutation Fuzz${variables === '' ? '' : `(${variables})`} { ${field.name}${call === '' ? '' : `(${call})`}${selectionOf(field.type)} }`;
    return { name: field.name, document, leaves: args.flatMap((arg) => leavesAt(arg.name, arg.type, new Set())) };
  });
}

/** The path's segments: 'input.items[].answer' → ['input', 'items', 0, 'answer'] (a list of objects: its first). */
function segments(path: string): (string | number)[] {
  return path.split('.').flatMap((part) => (part.endsWith('[]') ? [part.slice(0, -2), 0] : [part]));
}

/** The value at a leaf's path in some variables, or undefined when the path is absent. */
export function valueAt(variables: unknown, path: string): unknown {
  let current: unknown = variables;
  for (const segment of segments(path)) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

/** A deep copy of the variables with the leaf's value replaced (its parent must be present: see valueAt). */
export function withValueAt<T>(variables: T, path: string, value: unknown): T {
  const copy = structuredClone(variables);
  const parts = segments(path);
  const last = parts.pop();
  let current: unknown = copy;
  for (const segment of parts) current = (current as Record<string | number, unknown>)[segment];
  if (last === undefined || typeof current !== 'object' || current === null) throw new Error(`no parent for ${path}`);
  (current as Record<string | number, unknown>)[last] = value;
  return copy;
}
