import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mergedSchemaText } from '../../server/graphql/typeDefs';

describe('server/schema.graphql', () => {
  it('is the current merge of server/graphql/base.graphql and server/modules/*/schema.graphql (npm run schema:generate)', () => {
    const committed = readFileSync(new URL('../../server/schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(mergedSchemaText());
  });
});
