import { readFileSync, writeFileSync } from 'node:fs';
import { mergedSchemaText } from './typeDefs';

// `npm run schema:generate` writes the merged SDL that gql.tada reads; with --check (`npm run check`) it only
// fails when the committed file is not current.
const file = new URL('../schema.graphql', import.meta.url);
const merged = mergedSchemaText();
if (!process.argv.includes('--check')) writeFileSync(file, merged);
else if (readFileSync(file, 'utf8') !== merged) {
  console.error('server/schema.graphql is stale: run npm run gql:generate and commit the result.');
  process.exitCode = 1;
}
