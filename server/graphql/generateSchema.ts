import { writeFileSync } from 'node:fs';
import { mergedSchemaText } from './typeDefs';

// `npm run schema:generate`: writes the merged SDL that gql.tada and codegen read.
writeFileSync(new URL('../schema.graphql', import.meta.url), mergedSchemaText());
