import { SearchX } from 'lucide-react';

/** docs/product.md: "No prompts found / Try adjusting your search or filters." */
export function EmptyState() {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed px-6 py-16 text-center">
      <SearchX className="mb-4 size-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg font-semibold">No prompts found</p>
      <p className="mt-1 text-sm text-muted-foreground">Try adjusting your search or filters.</p>
    </div>
  );
}
