/**
 * Client-side names for the comments API's shapes (docs/community-api.md); the shapes
 * themselves live in src/shared/schemas.ts, shared with the server.
 */
import type { Comment, CommentPage, CommentUser, Vote, VoteResult } from '../../../shared/schemas';

export type { CommentPage, CommentUser, VoteResult };
export type VoteValue = Vote;
export type VoteRequest = VoteValue | 'none';
export type PromptComment = Comment;
