/**
 * Resolves Tailwind class conflicts the way tailwind-merge does, for the classes this client's
 * source names (docs/decisions/033-class-merge-table.md): a later class removes an earlier one
 * of the same group, or of a group it overrides (`p-2` removes `px-3`, `px-3` does not remove
 * `p-2`), when both have the same variants. The groups come from tailwind-merge itself, at
 * development time (class-merge-table.ts); the browser gets the table, not the library's
 * 26 KB configuration of every Tailwind class. A class the table does not know is kept as it
 * is, as tailwind-merge keeps classes it does not know.
 */
import { GROUPS, ORDER_SENSITIVE_MODIFIERS, REMOVES } from './class-merge.generated';

/** tailwind-merge's modifiers whose order matters (kept in place when the others are sorted). */
const ORDER_SENSITIVE = new Set(ORDER_SENSITIVE_MODIFIERS.split(' '));

/**
 * A class's variants and `!` as one key (variants sorted as tailwind-merge sorts them, so
 * `hover:focus:` and `focus:hover:` are the same), its base class, and its variants as written.
 */
export function splitClass(token: string): { prefix: string; base: string; modifiers: string[] } {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const ch = token[i];
    if (ch === '[' || ch === '(') depth++;
    else if (ch === ']' || ch === ')') depth--;
    else if (ch === ':' && depth === 0) {
      modifiers.push(token.slice(start, i));
      start = i + 1;
    }
  }
  let base = token.slice(start);
  let important = false;
  if (base.endsWith('!')) {
    base = base.slice(0, -1);
    important = true;
  } else if (base.startsWith('!')) {
    base = base.slice(1);
    important = true;
  }
  const sorted: string[] = [];
  let run: string[] = [];
  for (const modifier of modifiers) {
    if (modifier[0] === '[' || ORDER_SENSITIVE.has(modifier)) {
      sorted.push(...run.sort(), modifier);
      run = [];
    } else run.push(modifier);
  }
  sorted.push(...run.sort());
  return { prefix: `${sorted.join(':')}${important ? '!' : ''}\u0000`, base, modifiers };
}

/**
 * A class's utility: what comes before its value (`mt` of `mt-2`, `min-h` of `min-h-[80vh]`,
 * `-mt` of `-mt-1`), or null for a class of one word (`flex`).
 */
export function utilityOf(base: string): string | null {
  let depth = 0;
  for (let i = base.length - 1; i > 0; i--) {
    const ch = base[i];
    if (ch === ']' || ch === ')') depth++;
    else if (ch === '[' || ch === '(') depth--;
    else if (ch === '-' && depth === 0) return base.slice(0, i);
  }
  return null;
}

let byName: Map<string, number> | undefined;
const byUtility = new Map<string, number>();
let removesOf: number[][] = [];

function load(): Map<string, number> {
  byName = new Map();
  GROUPS.split('|').forEach((members, group) => {
    for (const item of members.split(' ')) {
      if (item.endsWith('-*')) byUtility.set(item.slice(0, -2), group);
      else if (item) byName!.set(item, group);
    }
  });
  const groups = REMOVES.split('|');
  // Every group removes its own classes, but the last: the classes that remove nothing.
  removesOf = groups.map((list, g) =>
    g === groups.length - 1 ? [] : [g, ...(list ? list.split(' ').map(Number) : [])],
  );
  return byName;
}

function groupOf(base: string): number | undefined {
  const group = (byName ?? load()).get(base);
  if (group !== undefined) return group;
  const utility = utilityOf(base);
  return utility === null ? undefined : byUtility.get(utility);
}

/** `classList` with every class a later one overrides taken out (space-separated, in order). */
export function mergeClasses(classList: string): string {
  const tokens = classList.split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (!token) continue;
    const { prefix, base } = splitClass(token);
    const group = groupOf(base);
    if (group !== undefined) {
      if (taken.has(prefix + group)) continue;
      for (const removed of removesOf[group]!) taken.add(prefix + removed);
    }
    kept.push(token);
  }
  return kept.reverse().join(' ');
}
