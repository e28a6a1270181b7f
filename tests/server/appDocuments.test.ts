import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatDocument, stringifyDocument } from '@urql/core';
import { Kind, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createYogaServer } from '../../server/graphql/yoga';
import { startTestServices, type TestServices } from './harness';

/**
 * Every GraphQL document the app ships (gql.tada documents under src/: the patient app and the staff console),
 * sent as urql sends it (graphcache adds __typename to every selection), passes the server's per-document
 * limits (server/graphql/documentLimits.ts): parsed and validated by the server's own Yoga envelop, the same
 * plugins HTTP and the websocket go through.
 */

const SRC = join(import.meta.dirname, '../../src');
/** The typed tag itself (src/lib/graphql/graphql.ts) defines no document. */
const TAG = join(SRC, 'graphql/graphql.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && path !== TAG ? [path] : [];
  });
}

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;

interface AppDocument {
  readonly name: string;
  readonly text: string;
}

/** Each file that calls the `graphql(` tag, with the documents it exports (fragments included). */
async function appDocuments(): Promise<{
  readonly operations: AppDocument[];
  readonly perFile: { file: string; calls: number; exported: number }[];
}> {
  const operations: AppDocument[] = [];
  const perFile: { file: string; calls: number; exported: number }[] = [];
  for (const file of sourceFiles(SRC)) {
    const calls = (readFileSync(file, 'utf8').match(/\bgraphql\(/g) ?? []).length;
    if (calls === 0) continue;
    const documents = Object.entries((await import(file)) as Record<string, unknown>).filter(
      (entry): entry is [string, DocumentNode] => isDocument(entry[1]),
    );
    perFile.push({ file: relative(SRC, file), calls, exported: documents.length });
    for (const [name, document] of documents) {
      if (document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)) {
        operations.push({ name: `${relative(SRC, file)} ${name}`, text: stringifyDocument(formatDocument(document)) });
      }
    }
  }
  return { operations, perFile };
}

interface Enveloped {
  readonly schema: GraphQLSchema;
  readonly parse: (source: string) => DocumentNode;
  readonly validate: (schema: GraphQLSchema, document: DocumentNode) => readonly GraphQLError[];
}

let t: TestServices;
beforeAll(async () => {
  t = await startTestServices();
});
afterAll(async () => {
  await t.database.close();
});

describe("the app's documents and the per-document limits", () => {
  it('finds every document: each graphql( call under src/ is an exported constant', async () => {
    const { operations, perFile } = await appDocuments();
    // A document kept in a local constant would escape the check below.
    expect(perFile.filter((entry) => entry.exported !== entry.calls)).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
  });

  it('parses and validates every one of them through the server, as urql sends it', async () => {
    const yoga = createYogaServer(t.services, { production: true });
    const refused: { name: string; errors: string[] }[] = [];
    for (const { name, text } of (await appDocuments()).operations) {
      const { schema, parse, validate } = yoga.getEnveloped({
        correlationId: 'test',
        transport: { kind: 'http' },
        remoteAddress: '127.0.0.1',
      }) as Enveloped;
      let errors: string[];
      try {
        errors = validate(schema, parse(text)).map((error) => error.message);
      } catch (error) {
        errors = [error instanceof Error ? error.message : String(error)];
      }
      if (errors.length > 0) refused.push({ name, errors });
    }
    expect(refused).toEqual([]);
  });
});
