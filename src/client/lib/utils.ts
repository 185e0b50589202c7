import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge';

/** Merge class names, resolving Tailwind conflicts (last one wins): lib/class-merge.ts. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
