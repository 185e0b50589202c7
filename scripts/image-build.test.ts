/**
 * The Dockerfile and `npm run image:check` (image-build.ts) describe the same build: the same
 * stages copy the same files and run the same npm commands, and the image runs as a non-root
 * user with a health check. Changing one without the other fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGE_STAGES } from './image-build';

const ROOT = path.resolve(import.meta.dirname, '..');

type Instruction = { keyword: string; args: string };
type Stage = { from: string; name: string; instructions: Instruction[] };

/** The Dockerfile's stages and instructions (continuation lines joined, comments dropped). */
function parseDockerfile(text: string): Stage[] {
  const joined = text.replace(/\\\r?\n/g, ' ');
  const stages: Stage[] = [];
  for (const line of joined.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const [, keyword = '', args = ''] = /^(\S+)\s+(.*)$/.exec(trimmed) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const [from = '', , name = ''] = args.split(/\s+/);
      stages.push({ from, name, instructions: [] });
    } else {
      stages.at(-1)!.instructions.push({ keyword: keyword.toUpperCase(), args: args.replace(/\s+/g, ' ').trim() });
    }
  }
  return stages;
}

type Copy = { from?: string; sources: string[]; dest: string };
function copiesOf(stage: Stage): Copy[] {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY')
    .map((i) => {
      const words = i.args.split(' ');
      const flags = words.filter((w) => w.startsWith('--'));
      const paths = words.filter((w) => !w.startsWith('--'));
      const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length);
      return { ...(from ? { from } : {}), sources: paths.slice(0, -1), dest: paths.at(-1)! };
    });
}
const contextSources = (stage: Stage) => copiesOf(stage).flatMap((c) => (c.from ? [] : c.sources));
const npmCommands = (stage: Stage) =>
  stage.instructions
    .filter((i) => i.keyword === 'RUN')
    .flatMap((i) => i.args.split('&&').map((c) => c.trim()))
    .filter((c) => c.startsWith('npm '));
const argsOf = (stage: Stage, keyword: string) =>
  stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

const stages = parseDockerfile(fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'));
const stage = (name: string) => {
  const found = stages.find((s) => s.name === name);
  if (!found) throw new Error(`no stage ${name} in the Dockerfile`);
  return found;
};

describe('the Dockerfile and npm run image:check', () => {
  it('have the same three stages on Node 20 (Debian bookworm, slim)', () => {
    expect(stages.map((s) => [s.name, s.from])).toEqual([
      ['deps', 'node:20-bookworm-slim'],
      ['build', 'deps'],
      ['runtime', 'node:20-bookworm-slim'],
    ]);
  });

  it('install every dependency, then build, from the same files', () => {
    expect(contextSources(stage('deps'))).toEqual(IMAGE_STAGES.deps.copy);
    expect(npmCommands(stage('deps'))).toEqual(IMAGE_STAGES.deps.run);
    expect(contextSources(stage('build'))).toEqual(IMAGE_STAGES.build.copy);
    expect(npmCommands(stage('build'))).toEqual(IMAGE_STAGES.build.run);
  });

  it('run from the runtime dependencies, the build, the migrations and the seed data only', () => {
    const runtime = stage('runtime');
    const copies = copiesOf(runtime);
    expect(contextSources(runtime)).toEqual([...IMAGE_STAGES.runtime.copyFirst, ...IMAGE_STAGES.runtime.copy]);
    expect(copies.filter((c) => c.from).map((c) => [c.from, c.sources])).toEqual([
      ['build', IMAGE_STAGES.runtime.fromBuild.map((name) => `/app/${name}`)],
    ]);
    // npm ci runs after the package files and before anything else is copied.
    const order = runtime.instructions.filter((i) => i.keyword === 'COPY' || i.keyword === 'RUN');
    expect(order[0]).toEqual({ keyword: 'COPY', args: `${IMAGE_STAGES.runtime.copyFirst.join(' ')} ./` });
    expect(order[1]!.keyword).toBe('RUN');
    expect(npmCommands(runtime)).toEqual([...IMAGE_STAGES.runtime.run, 'npm cache clean --force']);
    expect(argsOf(runtime, 'CMD')).toEqual([JSON.stringify(IMAGE_STAGES.runtime.command).replace(/,/g, ', ')]);
  });

  it('runs as the non-root node user, with the data volume, the port and a health check on /healthz', () => {
    const runtime = stage('runtime');
    expect(argsOf(runtime, 'USER')).toEqual([IMAGE_STAGES.runtime.user]);
    expect(IMAGE_STAGES.runtime.user).not.toBe('root');
    expect(argsOf(runtime, 'VOLUME')).toEqual([IMAGE_STAGES.runtime.dataDir]);
    expect(argsOf(runtime, 'EXPOSE')).toEqual([String(IMAGE_STAGES.runtime.port)]);
    expect(argsOf(runtime, 'ENV').join(' ')).toContain(`DATA_DIR=${IMAGE_STAGES.runtime.dataDir}`);
    const [healthcheck] = argsOf(runtime, 'HEALTHCHECK');
    expect(healthcheck).toMatch(/CMD \["node", "-e", ".*fetch\(.*\/healthz/);
  });

  it('copies only files that exist and that .dockerignore lets through', () => {
    const ignored = fs
      .readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#') && !l.startsWith('!'));
    for (const s of stages) {
      for (const source of contextSources(s)) {
        expect(fs.existsSync(path.join(ROOT, source)), source).toBe(true);
        expect(ignored, source).not.toContain(source);
      }
    }
  });
});
