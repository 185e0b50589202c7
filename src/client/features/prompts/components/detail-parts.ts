/** The community parts of the prompt detail, loaded together on demand (one chunk). */
export { RatingInput } from '../../ratings/rating-input';
export { CommentsPanel } from '../../comments/comments-panel';
export { VersionHistory } from './version-history';
export { OwnerEditForm } from './owner-edit-form';
