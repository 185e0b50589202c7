/**
 * A lazily loaded screen's chunks, preloaded with its page (docs/decisions/020-light-first-page.md).
 * The client loads /prompt/{id} and /submit on demand (src/client/app/routes.tsx); opened
 * directly, their code used to start downloading only after the entry chunk had run: a second
 * round trip before the prompt or the form could show. The shell of such a page now lists the
 * screen's chunk and its static imports as `<link rel="modulepreload">`, read from the build's
 * manifest (vite.config.ts: build.manifest), so they download beside the entry chunk.
 */
import fs from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The screens opened directly often enough to be worth it, by the module routes.tsx loads. */
const SCREEN_MODULES: { match: RegExp; module: string }[] = [
  { match: /^\/prompt\/[^/]+\/?$/, module: 'src/client/features/prompts/prompt-page.tsx' },
  { match: /^\/submit\/?$/, module: 'src/client/features/prompts/submit/submit-page.tsx' },
];

/** The URLs to preload for a path: the screen's chunk and what it imports, minus the entry's own. */
export function preloadsFor(manifest: Manifest | null, pathname: string): string[] {
  if (!manifest) return [];
  const screen = SCREEN_MODULES.find((s) => s.match.test(pathname));
  if (!screen || !manifest[screen.module]) return [];
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const already = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry);
  if (entryKey) collect(entryKey, already);
  const wanted = new Set<string>();
  collect(screen.module, wanted);
  return [...wanted].filter((file) => !already.has(file)).map((file) => `/${file}`);
}

/** The build's manifest, or null (an older build, or none yet). */
export function readManifest(clientDir: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}
