import { toast } from '../../lib/toast';

/** docs/product.md#screens-and-routes: a list name is non-empty after trimming. Returns the trimmed name or null. */
export function validListName(raw: string): string | null {
  const name = raw.trim();
  if (name) return name;
  toast.error('Invalid list name', { description: 'Please enter a valid name for your list.' });
  return null;
}
