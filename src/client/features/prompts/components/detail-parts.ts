/**
 * The community parts of the prompt detail, loaded together on demand (one chunk). The owner's
 * edit form is not among them: with the form's schema (zod) it is most of the code, and only an
 * owner who presses Edit needs it (prompt-detail.tsx loads it then).
 */
export { RatingInput } from '../../ratings/rating-input';
export { CommentsPanel } from '../../comments/comments-panel';
export { VersionHistory } from './version-history';
