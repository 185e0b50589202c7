/**
 * Settings from a `.env` file in the working directory (see .env.example), read once at start.
 * A variable already set in the environment wins over the file, so a container's or a shell's
 * settings are never overridden by a file left in the folder.
 */
import fs from 'node:fs';
import path from 'node:path';

export function loadDotEnv(file = path.resolve('.env')): string | null {
  if (!fs.existsSync(file)) return null;
  process.loadEnvFile(file);
  return file;
}
