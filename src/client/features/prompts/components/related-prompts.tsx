import { useId } from 'react';
import { Link } from 'react-router';
import { categoryName } from '../../../../shared/constants';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatRating, formatRatingCount } from '../../../lib/format';
import { useRelatedPrompts } from '../api/prompts';

/** "Related prompts": five on the same topic, each a link to its page. Nothing shows on failure. */
export function RelatedPrompts({ promptId, as: Heading }: { promptId: number; as: 'h2' | 'h3' }) {
  const id = useId();
  const { data, isPending, isError } = useRelatedPrompts(promptId);
  if (isError || (data && data.length === 0)) return null;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <Heading id={id} className="text-base font-semibold">
        Related prompts
      </Heading>
      {isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : (
        <ul className="divide-y rounded-md border">
          {data.map((prompt) => (
            <li key={prompt.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-3 py-2">
              <Link
                to={`/prompt/${prompt.id}`}
                className="min-w-0 font-medium break-words text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {prompt.title}
              </Link>
              <span className="text-xs text-muted-foreground">
                {categoryName(prompt.category)} · {formatRating(prompt.rating)} {formatRatingCount(prompt.ratingCount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
