/**
 * cn()'s conflict resolution (class-merge.ts) gives tailwind-merge's answer for the classes the
 * client names, and its table is up to date with the source (docs/decisions/033-class-merge-table.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { twMerge } from 'tailwind-merge';
import { buildTable, classesInSource, TABLE_FILE, tableSource } from '../../../scripts/class-merge-table';
import { mergeClasses, splitClass } from './class-merge';
import { cn } from './utils';
import { buttonVariants } from '../components/ui/button';

/**
 * A class list with each repeated class kept once (its last place): the table leaves out classes
 * that only ever remove a copy of themselves, and a repeated class changes no style.
 */
const distinct = (classList: string) => {
  const tokens = classList.split(' ');
  return tokens.filter((t, i) => tokens.lastIndexOf(t) === i).join(' ');
};
const same = (input: string) => distinct(mergeClasses(input)) === distinct(twMerge(input));

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const classes = classesInSource(root);

describe('the class table', () => {
  it('is generated from the classes the client names now (else: npm run gen:classes)', () => {
    expect(classes.length).toBeGreaterThan(500);
    const committed = fs.readFileSync(path.join(root, TABLE_FILE), 'utf8');
    expect(committed === tableSource(buildTable(classes)), 'run `npm run gen:classes`').toBe(true);
  });
});

describe('mergeClasses', () => {
  it('answers as tailwind-merge for every pair of related source classes, in both orders', () => {
    // Pairs whose base classes interact at all (one removes the other alone): with variants,
    // `!`, arbitrary values and postfix modifiers as the source writes them.
    const bases = classes.map((c) => splitClass(c).base);
    const interacts = (a: string, b: string) =>
      twMerge(`${a} ${b}`) !== `${a} ${b}` || twMerge(`${b} ${a}`) !== `${b} ${a}`;
    const related = new Map<string, boolean>();
    let checked = 0;
    const mismatches: string[] = [];
    for (let i = 0; i < classes.length; i++) {
      for (let j = 0; j < classes.length; j++) {
        const key = `${bases[i]} ${bases[j]}`;
        let rel = related.get(key);
        if (rel === undefined) related.set(key, (rel = interacts(bases[i]!, bases[j]!)));
        if (!rel) continue;
        const input = `${classes[i]} ${classes[j]}`;
        checked++;
        if (!same(input)) mismatches.push(`${input} → ${mergeClasses(input)} / ${twMerge(input)}`);
      }
    }
    expect(checked).toBeGreaterThan(5_000);
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('answers as tailwind-merge for unrelated pairs and for longer lists', () => {
    // A fixed sample of pairs and of lists of six: most classes never meet a conflict.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) % classes.length;
    for (let n = 0; n < 3_000; n++) {
      const pair = `${classes[next()]} ${classes[next()]}`;
      expect(distinct(mergeClasses(pair)), pair).toBe(distinct(twMerge(pair)));
      const list = Array.from({ length: 6 }, () => classes[next()]).join(' ');
      expect(distinct(mergeClasses(list)), list).toBe(distinct(twMerge(list)));
    }
  });

  it('lets a later class override an earlier one of its group, with the same variants only', () => {
    expect(mergeClasses('p-2 px-3')).toBe('p-2 px-3');
    expect(mergeClasses('px-3 p-2')).toBe('p-2');
    expect(mergeClasses('size-9 h-8')).toBe('size-9 h-8');
    expect(mergeClasses('h-8 size-9')).toBe('size-9');
    expect(mergeClasses('hover:bg-accent focus:bg-accent bg-primary')).toBe(
      'hover:bg-accent focus:bg-accent bg-primary',
    );
    expect(mergeClasses('  text-sm   text-xs  ')).toBe('text-xs');
    // Classes it does not know stay, duplicates included, as tailwind-merge keeps them.
    expect(mergeClasses('my-widget my-widget p-2')).toBe('my-widget my-widget p-2');
  });

  it('resolves what the components pass in: a button made smaller by its caller', () => {
    const classList = cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8');
    expect(classList.split(' ')).toContain('size-8');
    expect(classList.split(' ')).not.toContain('size-9');
    expect(classList).toBe(twMerge(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8'));
  });
});
