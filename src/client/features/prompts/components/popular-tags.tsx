import { Link } from 'react-router';
import { Hash } from 'lucide-react';
import { POPULAR_TAG_COUNT } from '../../../../shared/constants';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePopularTags } from '../api/prompts';

export function tagHref(tag: string): string {
  return `/tag/${encodeURIComponent(tag)}`;
}

/** The 20 most used tags with counts, linking to /tag/{tag}; hidden when there are none (or they fail to load). */
export function PopularTags() {
  const { data: tags, isPending } = usePopularTags(POPULAR_TAG_COUNT);

  if (!isPending && (!tags || tags.length === 0)) return null;

  return (
    <section
      aria-labelledby="popular-tags-heading"
      className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <h2 id="popular-tags-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Hash className="size-5 text-primary" aria-hidden="true" />
        Popular Tags
      </h2>
      {isPending ? (
        <div className="mt-4 flex flex-wrap gap-2" aria-hidden="true">
          {Array.from({ length: 12 }, (_, index) => (
            <Skeleton key={index} className="h-6 w-16" />
          ))}
        </div>
      ) : (
        <ul className="mt-4 flex flex-wrap gap-2">
          {tags?.map(({ tag, count }) => (
            <li key={tag}>
              <Badge
                asChild
                variant="secondary"
                className="h-7 gap-1.5 px-2.5 text-xs hover:bg-accent hover:text-accent-foreground"
              >
                <Link to={tagHref(tag)}>
                  <span>{tag}</span>{' '}
                  <span className="rounded-sm bg-background px-1.5 text-[0.7rem] tabular-nums text-muted-foreground">
                    <span className="sr-only">(</span>
                    {count}
                    <span className="sr-only"> prompts)</span>
                  </span>
                </Link>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
