import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Bookmark, Copy, MessageSquare, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import type { Prompt } from '../../../../shared/schemas';
import { categoryName } from '../../../../shared/constants';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Separator } from '../../../components/ui/separator';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { authorName, formatPostedDate, formatRating, formatRatingCount } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import { CopyButton } from './copy-button';
import { tagHref } from './popular-tags';
import { StarRatingDisplay } from './star-rating';

type HeadingTag = 'h2' | 'h3';

export type PromptDetailProps = {
  prompt: Prompt;
  /** The title element: DialogTitle in the dialog, an h1 on the /prompt/{id} page. */
  title: ReactNode;
  /** Level of the section headings below the title. */
  sectionHeading?: HeadingTag;
  /** Sign-in comes in a later issue; signed out, Save explains that sign-in is required. */
  isSignedIn?: boolean;
  onSave?: (id: number) => void;
};

export function promptShareUrl(id: number): string {
  return `${window.location.origin}/prompt/${id}`;
}

export function toastSignInRequired() {
  toast.error('Sign in required', { description: 'Please sign in to save prompts to your collection.' });
}

const textLinkClass =
  'font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Prompt detail, shared by the detail dialog and the /prompt/{id} page (SPEC: Prompt detail). */
export function PromptDetail({ prompt, title, sectionHeading = 'h3', isSignedIn = false, onSave }: PromptDetailProps) {
  const promptCopy = useCopyToClipboard('Copied to clipboard');
  const linkCopy = useCopyToClipboard('Link copied');
  const copyPrompt = () => void promptCopy.copy(prompt.content);

  const handleSave = () => {
    if (isSignedIn && onSave) onSave(prompt.id);
    else toastSignInRequired();
  };

  return (
    <div className="min-w-0 space-y-6">
      <PromptDetailHeader prompt={prompt} title={title} />

      {prompt.instructions?.trim() && (
        <DetailSection heading="Instructions" as={sectionHeading}>
          <p className="text-sm break-words whitespace-pre-wrap">{prompt.instructions}</p>
        </DetailSection>
      )}

      <PromptTextBox
        content={prompt.content}
        as={sectionHeading}
        isCopied={promptCopy.isCopied}
        onCopy={copyPrompt}
      />

      <RatingRow rating={prompt.rating} ratingCount={prompt.ratingCount} as={sectionHeading} />

      <Separator />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-4 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <StarRatingDisplay rating={prompt.rating} />
            <span className="font-medium text-foreground">{formatRating(prompt.rating)}</span>
          </span>
          <span className="flex items-center gap-1.5">
            <MessageSquare className="size-4" aria-hidden="true" />
            {prompt.commentCount}
            <span className="sr-only">{prompt.commentCount === 1 ? ' comment' : ' comments'}</span>
          </span>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => void linkCopy.copy(promptShareUrl(prompt.id))}>
            <Share2 aria-hidden="true" />
            Share
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={handleSave}>
            <Bookmark aria-hidden="true" />
            Save
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={copyPrompt}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </div>
      </div>

      <Separator />

      <CommentsSection as={sectionHeading} commentCount={prompt.commentCount} />
    </div>
  );
}

function PromptDetailHeader({ prompt, title }: { prompt: Prompt; title: ReactNode }) {
  const posted = formatPostedDate(prompt.createdAt);
  return (
    <header className="space-y-3 pr-8">
      {title}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        {posted && (
          <p>
            Posted on <time dateTime={prompt.createdAt}>{posted}</time>
          </p>
        )}
        <p>by {authorName(prompt.author)}</p>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label="Category and tags">
        <li>
          <Badge asChild>
            <Link to={`/category/${encodeURIComponent(prompt.category)}`}>{categoryName(prompt.category)}</Link>
          </Badge>
        </li>
        {prompt.tags.map((tag) => (
          <li key={tag}>
            <Badge asChild variant="secondary" className="hover:bg-accent hover:text-accent-foreground">
              <Link to={tagHref(tag)}>#{tag}</Link>
            </Badge>
          </li>
        ))}
      </ul>
    </header>
  );
}

function DetailSection({ heading, as: Heading, action, children }: { heading: string; as: HeadingTag; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <Heading id={id} className="text-base font-semibold">
          {heading}
        </Heading>
        {action}
      </div>
      {children}
    </section>
  );
}

type PromptTextBoxProps = { content: string; as: HeadingTag; isCopied: boolean; onCopy: () => void };

/**
 * The prompt in a read-only, scrollable box. Prompts can be 200,000+ characters:
 * one text node in a height-limited <pre>, nothing computed per line.
 */
function PromptTextBox({ content, as: Heading, isCopied, onCopy }: PromptTextBoxProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <Heading id={id} className="text-base font-semibold">
          Prompt
        </Heading>
        <CopyButton isCopied={isCopied} onCopy={onCopy} />
      </div>
      <pre
        role="region"
        aria-label="Prompt text"
        tabIndex={0}
        className="max-h-96 overflow-auto rounded-md border bg-muted p-3 font-mono text-[0.8125rem] leading-relaxed sm:p-4 sm:text-sm break-words whitespace-pre-wrap text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {content}
      </pre>
    </section>
  );
}

function RatingRow({ rating, ratingCount, as }: { rating: number; ratingCount: number; as: HeadingTag }) {
  return (
    <DetailSection heading="Rate this prompt" as={as}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <StarRatingDisplay rating={rating} starClassName="size-5" />
        <span>
          <span className="font-semibold">{formatRating(rating)}</span>{' '}
          <span className="text-muted-foreground">{formatRatingCount(ratingCount)}</span>
        </span>
        <Link to="/login" className={textLinkClass}>
          Sign in to rate
        </Link>
      </div>
    </DetailSection>
  );
}

function CommentsSection({ as, commentCount }: { as: HeadingTag; commentCount: number }) {
  const fieldId = useId();
  return (
    <DetailSection heading="Comments" as={as}>
      <label htmlFor={fieldId} className="sr-only">
        Comment
      </label>
      <Textarea
        id={fieldId}
        disabled
        placeholder="Share your thoughts about this prompt..."
        className="min-h-20 resize-none"
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link to="/login" className={textLinkClass}>
          Sign in to comment
        </Link>
        <Button type="button" size="sm" disabled>
          Post Comment
        </Button>
      </div>
      {commentCount === 0 && <p className="text-sm text-muted-foreground">No comments yet.</p>}
    </DetailSection>
  );
}

/** Placeholder while the prompt loads (title known or not). */
export function PromptDetailSkeleton({ title, className }: { title?: ReactNode; className?: string }) {
  return (
    <div className={cn('space-y-6', className)} aria-busy="true">
      <div className="space-y-3 pr-8">
        {title ?? <Skeleton className="h-7 w-2/3" />}
        <Skeleton className="h-4 w-40" />
        <div className="flex gap-2">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 w-16" />
        </div>
      </div>
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-6 w-56" />
    </div>
  );
}
