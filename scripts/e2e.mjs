// `npm run test:e2e`: build the client if needed, then run the browser journeys.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
  console.error('Chromium is missing: install it with `apt-get install -y chromium` (never `playwright install`).');
  process.exit(1);
}
execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
execSync(`npx vitest run --config vitest.e2e.config.ts ${process.argv.slice(2).join(' ')}`, { stdio: 'inherit' });
