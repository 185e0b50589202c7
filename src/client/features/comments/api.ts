/** Calls of the comments API (docs/community-api.md) as TanStack Query hooks. */
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { endpoints } from '../../../shared/api/endpoints';
import { communityKeys, promptKeys } from '../../lib/query-keys';
import type { Prompt } from '../../../shared/schemas';
import type { CommentPage, PromptComment, VoteRequest } from './types';

export function useComments(promptId: number) {
  return useInfiniteQuery({
    queryKey: communityKeys.comments(promptId),
    queryFn: ({ pageParam }) =>
      apiCall(endpoints.listComments, { params: { id: promptId }, query: { cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

function bumpCommentCount(client: ReturnType<typeof useQueryClient>, promptId: number, delta: number) {
  client.setQueryData<Prompt>(promptKeys.detail(promptId), (old) =>
    old ? { ...old, commentCount: Math.max(0, old.commentCount + delta) } : old,
  );
}

export function useAddComment(promptId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => apiCall(endpoints.addComment, { params: { id: promptId }, json: { content } }),
    onSuccess: (comment) => {
      client.setQueryData<InfiniteData<CommentPage>>(communityKeys.comments(promptId), (old) => {
        if (!old || old.pages.length === 0) return old;
        const [first, ...rest] = old.pages;
        return { ...old, pages: [{ ...first!, items: [comment, ...first!.items] }, ...rest] };
      });
      bumpCommentCount(client, promptId, 1);
    },
  });
}

function mapComments(
  data: InfiniteData<CommentPage> | undefined,
  fn: (items: PromptComment[]) => PromptComment[],
): InfiniteData<CommentPage> | undefined {
  return data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: fn(page.items) })) } : data;
}

export function useDeleteComment(promptId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => apiCall(endpoints.deleteComment, { params: { id: commentId } }),
    onSuccess: (_data, commentId) => {
      client.setQueryData<InfiniteData<CommentPage>>(communityKeys.comments(promptId), (old) =>
        mapComments(old, (items) => items.filter((c) => c.id !== commentId)),
      );
      bumpCommentCount(client, promptId, -1);
    },
  });
}

/** The vote after pressing `pressed`: the same vote again removes it (docs/product.md#screens-and-routes). */
export function nextVote(current: PromptComment['myVote'], pressed: 'up' | 'down'): VoteRequest {
  return current === pressed ? 'none' : pressed;
}

/** Counts after moving from one vote to another, as the server computes them. */
export function applyVote(comment: PromptComment, vote: VoteRequest): PromptComment {
  let { upvotes, downvotes } = comment;
  if (comment.myVote === 'up') upvotes -= 1;
  if (comment.myVote === 'down') downvotes -= 1;
  if (vote === 'up') upvotes += 1;
  if (vote === 'down') downvotes += 1;
  return {
    ...comment,
    upvotes: Math.max(0, upvotes),
    downvotes: Math.max(0, downvotes),
    myVote: vote === 'none' ? null : vote,
  };
}

export function useVoteComment(promptId: number) {
  const client = useQueryClient();
  const key = communityKeys.comments(promptId);
  const patch = (id: number, fn: (c: PromptComment) => PromptComment) =>
    client.setQueryData<InfiniteData<CommentPage>>(key, (old) =>
      mapComments(old, (items) => items.map((c) => (c.id === id ? fn(c) : c))),
    );
  return useMutation({
    mutationFn: ({ comment, vote }: { comment: PromptComment; vote: VoteRequest }) =>
      apiCall(endpoints.voteComment, { params: { id: comment.id }, json: { vote } }),
    // Counts adjust at once; the server's answer then sets them.
    onMutate: ({ comment, vote }) => {
      patch(comment.id, (c) => applyVote(c, vote));
      return { previous: comment };
    },
    onError: (_error, { comment }) => patch(comment.id, () => comment),
    onSuccess: (result, { comment }) => patch(comment.id, (c) => ({ ...c, ...result })),
  });
}
