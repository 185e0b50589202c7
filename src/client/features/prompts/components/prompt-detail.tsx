import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Bookmark, BookmarkCheck, Copy, History, MessageSquare, Pencil, Share2 } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { Prompt } from '../../../../shared/schemas';
import { categoryName } from '../../../../shared/constants';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Separator } from '../../../components/ui/separator';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { authorName, formatPostedDate, formatRating, formatRatingCount } from '../../../lib/format';
import { AuthorCredit } from '../../../components/author-credit';
import { UserAvatar } from '../../../components/user-avatar';
import { cn } from '../../../lib/utils';
import { useSession } from '../../../lib/use-session';
import { useSavedPromptIds } from '../../lists/saved-ids';
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';
import { detectPromptFormat } from '../lib/prompt-format';
import {
  fillTemplate,
  initialValues,
  listVariables,
  parseTemplate,
  valuesQuery,
  type VariableValues,
} from '../lib/template-variables';
import { OpenInMenu } from './open-in-menu';
import { DownloadMenu } from './download-menu';
import { tagHref } from './popular-tags';
import { PromptText } from './prompt-text';
import { RelatedPrompts } from './related-prompts';
import { StarRatingDisplay } from './star-rating';
import { VariablesForm } from './variables-form';

type HeadingTag = 'h2' | 'h3';

// Rating, comments and version history load on demand (one chunk); the owner's edit form and the
// save-to-list dialog load when opened.
const loadParts = () => import('./detail-parts');
const RatingInput = lazy(() => loadParts().then((m) => ({ default: m.RatingInput })));
const CommentsPanel = lazy(() => loadParts().then((m) => ({ default: m.CommentsPanel })));
const VersionHistory = lazy(() => loadParts().then((m) => ({ default: m.VersionHistory })));
const OwnerEditForm = lazy(() => import('./owner-edit-form').then((m) => ({ default: m.OwnerEditForm })));
const SaveToListDialog = lazy(() => import('../../lists/save-to-list-dialog'));

export type PromptDetailProps = {
  prompt: Prompt;
  /** The title element: DialogTitle in the dialog, an h1 on the /prompt/{id} page. */
  title: ReactNode;
  /** Level of the section headings below the title. */
  sectionHeading?: HeadingTag;
  /** Defaults to the session; signed out, Save explains that sign-in is required. */
  isSignedIn?: boolean;
  onSave?: (id: number) => void;
};

/** The prompt's page; with filled variables, the link carries them (`?v.name=value`). */
export function promptShareUrl(id: number, values: VariableValues = {}): string {
  return `${window.location.origin}/prompt/${id}${valuesQuery(values)}`;
}

export function toastSignInRequired() {
  toast.error('Sign in required', { description: 'Please sign in to save prompts to your collection.' });
}

const textLinkClass =
  'font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Prompt detail, shared by the detail dialog and the /prompt/{id} page (docs/product.md: Prompt detail). */
export function PromptDetail({ prompt, title, sectionHeading = 'h3', isSignedIn, onSave }: PromptDetailProps) {
  const { user } = useSession();
  const signedIn = isSignedIn ?? Boolean(user);
  const isOwner = Boolean(user && prompt.userId && user.id === prompt.userId);
  const isSaved = useSavedPromptIds(signedIn).has(prompt.id);
  const [isEditing, setIsEditing] = useState(false);
  const [saveOpen, setSaveOpen] = useState(false);
  const [saveLoaded, setSaveLoaded] = useState(false);
  const promptCopy = useCopyToClipboard('Copied to clipboard');
  const linkCopy = useCopyToClipboard('Link copied');
  const { search } = useLocation();
  const segments = useMemo(() => parseTemplate(prompt.content), [prompt.content]);
  const variables = useMemo(() => listVariables(segments), [segments]);
  const format = useMemo(() => detectPromptFormat(prompt.content), [prompt.content]);
  // Values start from the defaults and the address (a shared link's ?v.name=value).
  const [values, setValues] = useState<VariableValues>(() => initialValues(variables, search));
  const filledText = () => fillTemplate(segments, values);
  const copyPrompt = () => void promptCopy.copy(filledText());

  const handleSave = () => {
    if (!signedIn) toastSignInRequired();
    else if (onSave) onSave(prompt.id);
    else {
      setSaveLoaded(true);
      setSaveOpen(true);
    }
  };

  return (
    <div className="min-w-0 space-y-6">
      <PromptDetailHeader
        prompt={prompt}
        title={title}
        action={
          isOwner && !isEditing ? (
            <Button type="button" variant="outline" size="sm" onClick={() => setIsEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          ) : null
        }
      />

      {prompt.instructions?.trim() && (
        <DetailSection heading="Instructions" as={sectionHeading}>
          <p className="text-sm break-words whitespace-pre-wrap">{prompt.instructions}</p>
        </DetailSection>
      )}

      {isEditing ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <OwnerEditForm prompt={prompt} onDone={() => setIsEditing(false)} />
        </Suspense>
      ) : (
        <>
          {variables.length > 0 && (
            <VariablesForm
              key={variables.map((v) => v.name).join('\n')}
              variables={variables}
              values={values}
              onApply={setValues}
              headingLevel={sectionHeading}
            />
          )}
          <PromptText
            segments={segments}
            values={values}
            format={format}
            as={sectionHeading}
            isCopied={promptCopy.isCopied}
            onCopy={copyPrompt}
          />
        </>
      )}

      <RatingRow
        promptId={prompt.id}
        rating={prompt.rating}
        ratingCount={prompt.ratingCount}
        as={sectionHeading}
        isSignedIn={signedIn}
      />

      <Separator />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-4 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <MessageSquare className="size-4" aria-hidden="true" />
            {prompt.commentCount}
            <span className="sr-only">{prompt.commentCount === 1 ? ' comment' : ' comments'}</span>
          </span>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void linkCopy.copy(promptShareUrl(prompt.id, values))}
          >
            <Share2 aria-hidden="true" />
            Share
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={handleSave}
            aria-label={isSaved ? 'Save (already saved)' : undefined}
          >
            {isSaved ? <BookmarkCheck aria-hidden="true" className="fill-current" /> : <Bookmark aria-hidden="true" />}
            Save
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={copyPrompt}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
          <OpenInMenu getText={filledText} />
          <DownloadMenu promptId={prompt.id} />
        </div>
      </div>

      <RelatedPrompts promptId={prompt.id} as={sectionHeading} />

      <Separator />

      <DetailSection heading="Comments" as={sectionHeading}>
        <Suspense fallback={signedIn ? <Skeleton className="h-28 w-full" /> : <VisitorCommentsFallback />}>
          <CommentsPanel promptId={prompt.id} user={signedIn ? user : null} />
        </Suspense>
      </DetailSection>

      <VersionHistorySection promptId={prompt.id} version={prompt.version} as={sectionHeading} />

      {saveLoaded && (
        <Suspense fallback={null}>
          <SaveToListDialog
            promptId={saveOpen ? prompt.id : null}
            promptTitle={prompt.title}
            onClose={() => setSaveOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Collapsed by default; the history loads when opened. */
function VersionHistorySection({
  promptId,
  version,
  as: Heading,
}: {
  promptId: number;
  version: number;
  as: HeadingTag;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className="group rounded-md border" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
        <History className="size-4 text-muted-foreground" aria-hidden="true" />
        <Heading className="text-base font-semibold">Version history</Heading>
        <span className="text-sm text-muted-foreground">(version {version})</span>
      </summary>
      {open && (
        <div className="border-t p-3">
          <Suspense fallback={<Skeleton className="h-16 w-full" />}>
            <VersionHistory promptId={promptId} />
          </Suspense>
        </div>
      )}
    </details>
  );
}

function PromptDetailHeader({ prompt, title, action }: { prompt: Prompt; title: ReactNode; action?: ReactNode }) {
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
        <p className="flex items-center gap-1.5">
          by {prompt.author && <UserAvatar name={authorName(prompt.author)} url={prompt.author.avatarUrl} />}
          <AuthorCredit author={prompt.author} source={prompt.source} />
        </p>
        {action && <div className="ml-auto">{action}</div>}
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

function DetailSection({
  heading,
  as: Heading,
  action,
  children,
}: {
  heading: string;
  as: HeadingTag;
  action?: ReactNode;
  children: ReactNode;
}) {
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

type RatingRowProps = { promptId: number; rating: number; ratingCount: number; as: HeadingTag; isSignedIn: boolean };

function RatingRow({ promptId, rating, ratingCount, as, isSignedIn }: RatingRowProps) {
  const average = (
    <span>
      <span className="sr-only">Average rating </span>
      <span className="font-semibold">{formatRating(rating)}</span>{' '}
      <span className="text-muted-foreground">{formatRatingCount(ratingCount)}</span>
    </span>
  );
  return (
    <DetailSection heading="Rate this prompt" as={as}>
      {/* One row: the signed-in user's stars (else the average's), the average and count, the user's own rating. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        {isSignedIn ? (
          <Suspense fallback={<StarRatingDisplay rating={rating} starClassName="size-6" />}>
            <RatingInput promptId={promptId} summary={average} />
          </Suspense>
        ) : (
          <>
            <StarRatingDisplay rating={rating} starClassName="size-6" />
            {average}
            <Link to="/login" className={textLinkClass}>
              Sign in to rate
            </Link>
          </>
        )}
      </div>
    </DetailSection>
  );
}

/** What visitors see while the comments load (the same form as the loaded panel shows them). */
function VisitorCommentsFallback() {
  const fieldId = useId();
  return (
    <div className="space-y-2">
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
    </div>
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
