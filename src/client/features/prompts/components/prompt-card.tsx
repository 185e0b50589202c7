import { useId, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { Bookmark, Star } from 'lucide-react';
import type { PromptSummary } from '../../../../shared/schemas';
import { categoryName } from '../../../../shared/constants';
import { FORMAT_BADGES } from '../../../../shared/prompt-format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { AuthorCredit } from '../../../components/author-credit';
import { formatRating, formatRatingCount, formatRelativeTime, truncateContent, visibleTags } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { CardCopyButton } from '../../../components/card-copy-button';

export type PromptCardProps = {
  prompt: PromptSummary;
  /** Open the prompt in place (the detail dialog). Without it the title is a plain link. */
  onOpen?: (id: number) => void;
  /** The bookmark shows only when signed in (docs/product.md#roles). */
  isSignedIn?: boolean;
  /** Filled bookmark: the prompt is in one of the user's lists. */
  isSaved?: boolean;
  onSave?: (id: number) => void;
  className?: string;
};

/** A plain left click: anything else (new tab, new window, middle click) keeps the link's default. */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * One prompt in the browse grid. The title is a real link to /prompt/{id}
 * stretched over the whole card, so a click anywhere opens the prompt, and
 * middle click / open in new tab keep working; a plain click opens the dialog.
 */
export function PromptCard({
  prompt,
  onOpen,
  isSignedIn = false,
  isSaved = false,
  onSave,
  className,
}: PromptCardProps) {
  const headingId = useId();
  const { shown, hiddenCount } = visibleTags(prompt.tags);
  const href = `/prompt/${prompt.id}`;
  const formatBadge = FORMAT_BADGES[prompt.format];
  const isRated = prompt.ratingCount > 0;

  const handleTitleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onOpen(prompt.id);
  };

  // Clicks that reach the card without going through a link or button (e.g. an
  // assistive technology activating the article) open the prompt as well.
  const handleCardClick = (event: MouseEvent<HTMLElement>) => {
    if (!onOpen || event.defaultPrevented) return;
    if ((event.target as Element).closest('a, button')) return;
    onOpen(prompt.id);
  };

  return (
    <article
      aria-labelledby={headingId}
      onClick={handleCardClick}
      className={cn(
        'group relative flex h-full min-h-64 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-shadow hover:shadow-md',
        'has-[a[data-card-link]:focus-visible]:ring-[3px] has-[a[data-card-link]:focus-visible]:ring-ring/50 has-[a[data-card-link]:focus-visible]:border-ring',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="line-clamp-2 min-h-12 text-base leading-6 font-semibold break-words">
          <Link
            to={href}
            data-card-link=""
            onClick={handleTitleClick}
            className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:text-primary"
          >
            {prompt.title}
          </Link>
        </h2>
        <div className="-mt-1 -mr-2 flex shrink-0 items-center">
          <CardCopyButton promptId={prompt.id} title={prompt.title} />
          {isSignedIn && onSave && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="relative z-10 size-8"
              aria-label={isSaved ? `Saved: ${prompt.title}. Save to another list` : `Save ${prompt.title}`}
              onClick={() => onSave(prompt.id)}
            >
              <Bookmark aria-hidden="true" className={cn(isSaved && 'fill-primary text-primary')} />
            </Button>
          )}
        </div>
      </div>

      <p className="line-clamp-4 text-sm break-words text-muted-foreground">
        {formatBadge && (
          <span
            className="mr-0.5 inline-block rounded border border-border px-1 align-[1px] font-mono text-[0.6875rem] leading-4 font-medium text-foreground"
            title={`Written in ${formatBadge}`}
          >
            <span className="sr-only">Format: </span>
            {formatBadge}
          </span>
        )}
        {formatBadge && ' '}
        {truncateContent(prompt.contentPreview)}
      </p>

      <div className="mt-auto flex flex-wrap items-center gap-1.5">
        <Badge variant="default">{categoryName(prompt.category)}</Badge>
        {shown.map((tag) => (
          <Badge key={tag} variant="secondary" className="max-w-40 truncate">
            {tag}
          </Badge>
        ))}
        {hiddenCount > 0 && (
          <Badge variant="outline" title={prompt.tags.slice(shown.length).join(', ')}>
            +{hiddenCount}
            <span className="sr-only"> more tags</span>
          </Badge>
        )}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t pt-3 text-sm text-muted-foreground">
        {/* Not rated yet: same "0.0 (0)", but quiet (outlined star, muted number). */}
        <span className="flex items-center gap-1" data-rated={isRated ? 'true' : 'false'}>
          <Star
            className={cn('size-4', isRated ? 'fill-amber-400 text-amber-500' : 'fill-none text-muted-foreground/70')}
            aria-hidden="true"
          />
          <span className="sr-only">Rating </span>
          <span className={cn(isRated ? 'font-medium text-foreground' : 'text-muted-foreground')}>
            {formatRating(prompt.rating)}
          </span>
          <span>{formatRatingCount(prompt.ratingCount)}</span>
        </span>
        <span className="flex min-w-0 flex-wrap items-center gap-x-1">
          <AuthorCredit author={prompt.author} source={prompt.source} className="max-w-full truncate" />
          <span aria-hidden="true">·</span>
          {/* The server's render may be seconds old (docs/decisions/029-server-rendering.md): the minute can differ. */}
          <time dateTime={prompt.createdAt} className="whitespace-nowrap" suppressHydrationWarning>
            {formatRelativeTime(prompt.createdAt)}
          </time>
        </span>
      </div>
    </article>
  );
}
