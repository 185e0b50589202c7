/**
 * Builds the table `cn()` resolves Tailwind conflicts with (src/client/lib/class-merge.ts,
 * docs/decisions/033-class-merge-table.md): every class the client's source names, grouped by
 * how tailwind-merge treats it against every other one. Runs only in Node, from
 * scripts/gen-class-merge.ts and from the test that checks the committed table; tailwind-merge is
 * a development dependency and never reaches the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getDefaultConfig, twMerge } from 'tailwind-merge';
import { splitClass, utilityOf } from '../src/client/lib/class-merge';

/** Where the committed table lives. */
export const TABLE_FILE = 'src/client/lib/class-merge.generated.ts';

const SOURCE_FILE = /\.(ts|tsx)$/;
const SKIPPED_FILE = /\.(test|generated)\.tsx?$/;
/** A string literal or template text: single, double or back quotes, one line. */
const STRING = /(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g;
/** What a Tailwind class can be made of (arbitrary values included). */
const CLASS_LIKE = /^[!-]?[a-z0-9@*[][\w\-:[\]()&>*@/.%#=,+~'!]*$/i;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE_FILE.test(entry.name) && !SKIPPED_FILE.test(entry.name) ? [file] : [];
  });
}

/**
 * Every token of the client's string literals that tailwind-merge knows as a class (a class it
 * knows is one it dedupes: `twMerge('x x') === 'x'`), with its variants, in source order.
 */
export function classesInSource(root: string): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(path.join(root, 'src/client'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(STRING)) {
      for (const raw of match[2]!.split(/\s+/)) {
        // Template pieces: `${…}` splits a token; only whole tokens count.
        const token = raw.replace(/^[^!\w@*[-]+|[^\w\])!%]+$/g, '');
        if (token.length < 2 || token.length > 100 || !CLASS_LIKE.test(token) || token.includes('${')) continue;
        if (twMerge(`${token} ${token}`) === token) found.add(token);
      }
    }
  }
  return [...found];
}

export type MergeTable = { groups: string[][]; removes: number[][]; orderSensitive: string[] };

/**
 * Groups the base classes (variants and `!` taken off) so that two classes share a group when
 * tailwind-merge treats them alike against every class, and lists for each group the groups a
 * class of it removes when it comes later (itself included).
 */
export function buildTable(classes: readonly string[]): MergeTable {
  // tailwind-merge's order-sensitive modifiers that the source uses (the others never occur).
  const modifiers = new Set(classes.flatMap((c) => splitClass(c).modifiers));
  const orderSensitive = getDefaultConfig().orderSensitiveModifiers.filter((m) => modifiers.has(m));
  const bases = [...new Set(classes.map((c) => splitClass(c).base))].sort();
  const n = bases.length;
  // removes[a][b]: `a b` keeps only b.
  const removes: boolean[][] = bases.map((a) => bases.map((b) => twMerge(`${a} ${b}`) === b));
  const signature = (i: number) =>
    `${removes.map((row) => (row[i] ? 1 : 0)).join('')}|${removes[i]!.map((v) => (v ? 1 : 0)).join('')}`;
  const byKey = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    const key = signature(i);
    const members = byKey.get(key) ?? [];
    members.push(i);
    byKey.set(key, members);
  }
  const members = [...byKey.values()];
  const groups = members.map((m) => m.map((i) => bases[i]!));
  const groupRemoves = members.map((laterMembers) =>
    members.flatMap((earlier, g) => (removes[earlier[0]!]![laterMembers[0]!] ? [g] : [])),
  );
  return { groups, removes: groupRemoves, orderSensitive };
}

/**
 * The table as the committed module's source, compacted: a group whose members of one utility
 * (`mt-1 mt-2 mt-auto`) are all the source's classes of that utility is written as the utility
 * (`mt-*`); classes alone in a group that no other group touches are left out (they only ever
 * remove an identical copy of themselves, which changes no style). Every base class of the
 * source is looked up again through the compact form, and any that would land elsewhere is
 * written out by name.
 */
export function tableSource(table: MergeTable): string {
  const touched = new Set(table.removes.flatMap((r, g) => r.filter((x) => x !== g)));
  const kept = table.groups.map((members, g) => members.length > 1 || touched.has(g) || table.removes[g]!.length > 1);
  const groupOfBase = new Map(table.groups.flatMap((members, g) => members.map((b) => [b, kept[g] ? g : -1] as const)));
  // Utilities whose every source class is in one kept group.
  const utilities = new Map<string, Set<number>>();
  for (const [base, g] of groupOfBase) {
    const u = utilityOf(base);
    if (u) utilities.set(u, (utilities.get(u) ?? new Set()).add(g));
  }
  const ruleOf = new Map<string, number>();
  for (const [u, gs] of utilities) {
    const [g] = [...gs];
    const count = [...groupOfBase.keys()].filter((b) => utilityOf(b) === u).length;
    if (gs.size === 1 && g! >= 0 && count > 1) ruleOf.set(u, g!);
  }
  const entries: string[][] = table.groups.map(() => []);
  const none: string[] = [];
  for (const [u, g] of ruleOf) entries[g]!.push(`${u}-*`);
  for (const [base, g] of groupOfBase) {
    const u = utilityOf(base);
    const viaRule = u ? ruleOf.get(u) : undefined;
    if (viaRule === g || (g === -1 && viaRule === undefined)) continue;
    if (g === -1) none.push(base);
    else entries[g]!.push(base);
  }
  // Group numbers of the compact table: kept groups in order, then the classes that remove nothing.
  const index = new Map<number, number>();
  table.groups.forEach((_, g) => kept[g] && index.set(g, index.size));
  const groups = [
    ...table.groups.flatMap((_, g) => (kept[g] ? [entries[g]!.sort().join(' ')] : [])),
    none.sort().join(' '),
  ];
  const removes = [
    ...table.removes.flatMap((r, g) =>
      kept[g]
        ? [
            r
              .filter((x) => kept[x] && x !== g)
              .map((x) => index.get(x))
              .join(' '),
          ]
        : [],
    ),
    '',
  ];
  return `// Generated by \`npm run gen:classes\` (scripts/gen-class-merge.ts) from the classes src/client names.
// Do not edit: src/client/lib/class-merge.test.ts fails when it is out of date.
/** One group per \`|\`: base classes, and utilities (\`mt-*\`) all of whose classes are in it. */
export const GROUPS =
  ${JSON.stringify(groups.join('|'))};
/** For each group, the other groups a later class of it removes (it removes its own, but the last). */
export const REMOVES =
  ${JSON.stringify(removes.join('|'))};
/** tailwind-merge's modifiers whose order matters, those the source uses. */
export const ORDER_SENSITIVE_MODIFIERS = ${JSON.stringify(table.orderSensitive.join(' '))};
`;
}
