import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appRoutesTable } from './appRoutes';
import { chatProtocolTable } from './chatProtocol';
import { conversationsTable } from './conversations';
import { domainFilesTable } from './domainFiles';
import { httpRoutesTable } from './httpRoutes';
import { onceOnlyJobsTable, periodicJobsTable } from './jobs';
import { machinesTable } from './machines';
import { fillMarkers } from './markers';
import { serverModulesTable } from './serverModules';
import { setupChainTable } from './setupChain';

export const ARCHITECTURE = 'docs/ARCHITECTURE.md';

/** Every generated block of docs/ARCHITECTURE.md, read from the code. */
async function architectureBlocks(root: string): Promise<Record<string, string>> {
  return {
    machines: await machinesTable(root),
    conversations: await conversationsTable(root),
    'setup-chain': setupChainTable(root),
    'chat-protocol': chatProtocolTable(root),
    'server-modules': serverModulesTable(root),
    'once-only-jobs': onceOnlyJobsTable(root),
    'periodic-jobs': periodicJobsTable(root),
    'app-routes': appRoutesTable(root),
    'http-routes': httpRoutesTable(root),
    domain: domainFilesTable(root),
  };
}

/** docs/ARCHITECTURE.md as `npm run docs:generate` writes it: the page as committed, its blocks regenerated. */
export async function architecturePage(root: string): Promise<string> {
  return fillMarkers(readFileSync(join(root, ARCHITECTURE), 'utf8'), await architectureBlocks(root));
}
