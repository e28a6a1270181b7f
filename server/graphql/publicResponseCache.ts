import { Kind, OperationTypeNode, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { PubSub } from '../pubsub';
import { DOCUMENT_LIMITS } from './documentLimits';
import { SEARCH_KEY } from '../pubsub';

/**
 * Whole answers of the public catalogue queries (session search, doctors, specialties, hospitals),
 * kept as the JSON text Yoga produced, by document, variables and day. Building a search answer of a
 * few hundred sessions costs milliseconds of GraphQL execution and serialisation; 100 patients
 * searching at once would queue behind each other (docs/PERFORMANCE.md). These fields never read the
 * caller, so one answer serves everyone, signed in or not. Every session or appointment change
 * (searchChanged) drops all answers; an answer computed across a change is never kept. Requests that
 * miss the same key at once share one computation: after a change, a hundred patients searching one
 * specialty cost one execution, not a hundred.
 */

/** Root fields whose answer depends only on the arguments and the catalogue. */
const PUBLIC_FIELDS: ReadonlySet<string> = new Set([
  'querySession',
  'queryPractitioner',
  'querySpecialty',
  'queryOrganization',
]);
const MAX_ENTRIES = 1000;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_DOCUMENTS = 200;

export interface CachedAnswer {
  readonly contentType: string;
  /** UTF-8 bytes, encoded once: a hit is written as is (an answer averages 100 KB on the large seed). */
  readonly body: Buffer;
  /** The same bytes gzipped once, for the callers that accept it (a tenth of the size); null when small. */
  readonly gzipped: Buffer | null;
}

export interface CacheTicket {
  readonly key: string;
  readonly generation: number;
}

export interface PublicResponseCache {
  /** The key of a cacheable operation (a query of public fields only), or null. */
  ticket(
    params: { readonly query: unknown; readonly variables: unknown; readonly operationName: unknown },
    day: string,
  ): CacheTicket | null;
  get(key: string): CachedAnswer | undefined;
  /**
   * The answer of a missed ticket: joins the computation already running for its key (begun since the
   * last change), or runs `compute` and keeps its answer unless a change happened since the ticket.
   * Null (errors, invalid documents) is shared with the callers waiting but never kept.
   */
  share(ticket: CacheTicket, compute: () => Promise<CachedAnswer | null>): Promise<CachedAnswer | null>;
  close(): void;
}

function operationOf(document: DocumentNode, operationName: unknown): OperationDefinitionNode | null {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (typeof operationName === 'string' && operationName !== '')
    return operations.find((operation) => operation.name?.value === operationName) ?? null;
  return operations.length === 1 ? (operations[0] ?? null) : null;
}

function isPublicQuery(document: DocumentNode, operationName: unknown): boolean {
  const operation = operationOf(document, operationName);
  if (operation?.operation !== OperationTypeNode.QUERY) return false;
  // Plain fields only (no fragments or directives at the root): what is asked is exactly what is read.
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      (selection.directives?.length ?? 0) === 0 &&
      (PUBLIC_FIELDS.has(selection.name.value) || selection.name.value === '__typename'),
  );
}

export function createPublicResponseCache(pubsub: PubSub): PublicResponseCache {
  const answers = new Map<string, CachedAnswer>();
  const inFlight = new Map<string, Promise<CachedAnswer | null>>();
  /** Whether a document text is a public query, so each text is parsed once. */
  const documents = new Map<string, boolean>();
  let bytes = 0;
  let generation = 0;

  const clear = (): void => {
    generation++;
    answers.clear();
    inFlight.clear();
    bytes = 0;
  };
  const changes = pubsub.subscribe('searchChanged', SEARCH_KEY);
  void (async () => {
    for (;;) {
      const next = await changes.next();
      clear();
      if (next.done === true) return;
    }
  })();

  const isPublic = (query: string, operationName: unknown): boolean => {
    const known = documents.get(`${String(operationName)}\n${query}`);
    if (known !== undefined) return known;
    let result = false;
    try {
      // Within the token cap Yoga applies next, so a long document is not parsed whole twice.
      result = isPublicQuery(parse(query, { maxTokens: DOCUMENT_LIMITS.tokens }), operationName);
    } catch {
      // Yoga answers the syntax error (or the token cap); nothing to keep.
    }
    if (documents.size >= MAX_DOCUMENTS) documents.clear();
    documents.set(`${String(operationName)}\n${query}`, result);
    return result;
  };

  const sizeOf = (answer: CachedAnswer): number => answer.body.byteLength + (answer.gzipped?.byteLength ?? 0);

  const keep = (ticket: CacheTicket, answer: CachedAnswer): void => {
    const size = sizeOf(answer);
    if (ticket.generation !== generation || size > MAX_BYTES / 16) return;
    // The oldest answers make room (a Map iterates in insertion order).
    for (const [key, old] of answers) {
      if (answers.size < MAX_ENTRIES && bytes + size <= MAX_BYTES) break;
      answers.delete(key);
      bytes -= sizeOf(old);
    }
    answers.set(ticket.key, answer);
    bytes += size;
  };

  return {
    ticket: ({ query, variables, operationName }, day) => {
      if (typeof query !== 'string' || !isPublic(query, operationName)) return null;
      return { key: JSON.stringify([day, operationName ?? null, query, variables ?? null]), generation };
    },
    get: (key) => {
      const answer = answers.get(key);
      if (answer !== undefined) {
        // Least recently used goes first: a hit moves to the end.
        answers.delete(key);
        answers.set(key, answer);
      }
      return answer;
    },
    share: (ticket, compute) => {
      const running = ticket.generation === generation ? inFlight.get(ticket.key) : undefined;
      if (running !== undefined) return running;
      const computed = compute().then(
        (answer) => {
          if (inFlight.get(ticket.key) === computed) inFlight.delete(ticket.key);
          if (answer !== null) keep(ticket, answer);
          return answer;
        },
        (error: unknown) => {
          if (inFlight.get(ticket.key) === computed) inFlight.delete(ticket.key);
          throw error;
        },
      );
      // A ticket issued before a change never starts a computation others would join.
      if (ticket.generation === generation) inFlight.set(ticket.key, computed);
      return computed;
    },
    close: () => {
      void changes.return?.();
    },
  };
}
