// Entry of the indexing worker thread (indexing.ts). The app runs its TypeScript through tsx,
// whose loader a worker thread does not inherit (Node 20), so the worker loads its TypeScript
// module through tsx's API (as the import's worker does).
import { tsImport } from 'tsx/esm/api';

await tsImport('./indexing.worker.ts', import.meta.url);
