import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The CSP source (`'sha256-…'`) of every inline script the browser would run in `html`: no
 * `src`, and a JavaScript type (JSON data blocks such as #site-info never run, so need none).
 * The hash covers the script's text exactly as written, as CSP Level 2 specifies.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_TAG)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1]?.toLowerCase() ?? '';
    if (!JS_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/**
 * The script-src sources for the built app shell (dist/client/index.html): its inline theme
 * script (docs/decisions/018-dark-mode.md), hashed from the file the site serves, so the policy
 * allows exactly what ships and nothing else. Read when first needed (the file appears after
 * the build) and then kept.
 */
export function shellScriptSources(clientDir: string | undefined): () => string[] {
  let cached: string[] | null = null;
  return () => {
    if (cached) return cached;
    if (!clientDir) return [];
    const indexPath = path.join(clientDir, 'index.html');
    if (!fs.existsSync(indexPath)) return [];
    cached = inlineScriptHashes(fs.readFileSync(indexPath, 'utf8'));
    return cached;
  };
}
