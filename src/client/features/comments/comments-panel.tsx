/**
 * Comments of a prompt (GET/POST /api/prompts/{id}/comments) with up/down votes
 * (PUT /api/comments/{id}/vote). Visitors read comments and counts; acting asks them to sign in.
 */
import { useId, useMemo, useState } from 'react';
import type * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Loader2Icon, ThumbsDownIcon, ThumbsUpIcon, Trash2Icon } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/api';
import { authorName, formatRelativeTime } from '../../lib/format';
import { AuthorCredit } from '../../components/author-credit';
import { UserAvatar } from '../../components/user-avatar';
import { cn } from '../../lib/utils';
import { isAdminRole, type SessionUser } from '../../lib/use-session';
import { nextVote, useAddComment, useComments, useDeleteComment, useVoteComment } from './api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { PromptComment } from './types';

export const COMMENT_PLACEHOLDER = 'Share your thoughts about this prompt...';
export const DELETE_COMMENT_CONFIRMATION =
  'Are you sure you want to delete this comment? This action cannot be undone.';

const textLinkClass =
  'font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export function CommentsPanel({ promptId, user }: { promptId: number; user: SessionUser | null }) {
  const query = useComments(promptId);
  const comments = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);

  return (
    <div className="space-y-4">
      {user ? <CommentForm promptId={promptId} /> : <VisitorCommentForm />}
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> Loading comments...
        </p>
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
          <span>Comments could not be loaded.</span>
          <Button type="button" size="sm" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Comments">
          {comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} promptId={promptId} user={user} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Show more comments
        </Button>
      )}
    </div>
  );
}

export function VisitorCommentForm() {
  const fieldId = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={fieldId} className="sr-only">
        Comment
      </label>
      <Textarea id={fieldId} disabled placeholder={COMMENT_PLACEHOLDER} className="min-h-20 resize-none" />
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

function CommentForm({ promptId }: { promptId: number }) {
  const fieldId = useId();
  const form = useForm<{ text: string }>({ defaultValues: { text: '' } });
  const add = useAddComment(promptId);
  const isEmpty = useWatch({ control: form.control, name: 'text' }).trim().length === 0;

  const submit = form.handleSubmit(({ text }) => {
    if (text.trim().length === 0 || add.isPending) return;
    add.mutate(text, {
      onSuccess: () => {
        form.reset();
        toast.success('Comment added');
      },
      onError: (error) => toast.error('Error adding comment', { description: errorMessage(error) }),
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2">
      <label htmlFor={fieldId} className="sr-only">
        Comment
      </label>
      <Textarea
        id={fieldId}
        {...form.register('text')}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
        placeholder={COMMENT_PLACEHOLDER}
        maxLength={10_000}
        className="min-h-20"
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={isEmpty || add.isPending}>
          {add.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Post Comment
        </Button>
      </div>
    </form>
  );
}

function CommentItem({
  comment,
  promptId,
  user,
}: {
  comment: PromptComment;
  promptId: number;
  user: SessionUser | null;
}) {
  const navigate = useNavigate();
  const vote = useVoteComment(promptId);
  const remove = useDeleteComment(promptId);
  const [confirming, setConfirming] = useState(false);
  const canDelete = Boolean(user && (user.id === comment.user?.id || isAdminRole(user.role)));
  const author = authorName(comment.user);

  const press = (pressed: 'up' | 'down') => {
    if (!user) {
      toast.error('Sign in required', {
        description: 'Please sign in to vote on comments.',
        action: { label: 'Sign in', onClick: () => void navigate('/login') },
      });
      return;
    }
    vote.mutate(
      { comment, vote: nextVote(comment.myVote, pressed) },
      {
        onSuccess: () => toast.success('Vote recorded'),
        onError: (error) => toast.error('Error recording vote', { description: errorMessage(error) }),
      },
    );
  };

  const doDelete = () => {
    setConfirming(false);
    remove.mutate(comment.id, {
      onSuccess: () => toast.success('Comment deleted'),
      onError: (error) => toast.error('Error deleting comment', { description: errorMessage(error) }),
    });
  };

  return (
    <article className="rounded-lg border bg-background p-3" aria-label={`Comment by ${author}`}>
      <header className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-sm">
        <span className="flex min-w-0 flex-wrap items-center gap-x-1.5">
          {comment.user && <UserAvatar name={author} url={comment.user.avatarUrl} />}
          <AuthorCredit author={comment.user} className="truncate font-medium" />
          <span aria-hidden="true" className="text-muted-foreground">
            ·
          </span>
          <time dateTime={comment.createdAt} className="text-muted-foreground">
            {formatRelativeTime(comment.createdAt)}
          </time>
        </span>
        {canDelete && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-7 text-destructive hover:text-destructive"
            onClick={() => setConfirming(true)}
            aria-label={`Delete comment by ${author}`}
          >
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        )}
      </header>
      <p className="mt-2 text-sm break-words whitespace-pre-wrap">{comment.content}</p>
      <div className="mt-2 flex items-center gap-1" role="group" aria-label="Votes">
        <VoteButton
          kind="up"
          count={comment.upvotes}
          pressed={comment.myVote === 'up'}
          signedIn={!!user}
          onPress={() => press('up')}
        />
        <VoteButton
          kind="down"
          count={comment.downvotes}
          pressed={comment.myVote === 'down'}
          signedIn={!!user}
          onPress={() => press('down')}
        />
        {!user && (
          <Link to="/login" className={cn(textLinkClass, 'ml-2 text-xs')}>
            Sign in to vote
          </Link>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete comment"
        description={DELETE_COMMENT_CONFIRMATION}
        confirmLabel="Delete"
        onConfirm={doDelete}
      />
    </article>
  );
}

type VoteButtonProps = { kind: 'up' | 'down'; count: number; pressed: boolean; signedIn: boolean; onPress: () => void };

function VoteButton({ kind, count, pressed, signedIn, onPress }: VoteButtonProps) {
  const Icon = kind === 'up' ? ThumbsUpIcon : ThumbsDownIcon;
  const label = kind === 'up' ? 'Upvote' : 'Downvote';
  return (
    <Button
      type="button"
      variant={pressed ? 'secondary' : 'ghost'}
      size="sm"
      className={cn('h-8 gap-1 px-2 tabular-nums', pressed && 'font-semibold text-foreground ring-1 ring-primary')}
      aria-pressed={signedIn ? pressed : undefined}
      onClick={onPress}
    >
      <Icon aria-hidden="true" className={cn(pressed && 'fill-current')} />
      {/* Named "Upvote (3)" from its content, so the visible count is part of the name (WCAG 2.5.3). */}
      <span className="sr-only">{`${label} (${count})`}</span>
      <span aria-hidden="true">{count}</span>
    </Button>
  );
}
