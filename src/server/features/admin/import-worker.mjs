// Entry of the import's worker thread. The app runs its TypeScript through tsx, whose loader a
// worker thread does not inherit (Node 20), so the worker loads its TypeScript module through
// tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./import.worker.ts', import.meta.url);
