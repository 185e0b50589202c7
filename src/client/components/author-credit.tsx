/**
 * Who a prompt or comment is by: the member's username linking to their profile (/u/{name}),
 * a seeded prompt's source collection linking to its page, or Anonymous.
 */
import { Link } from 'react-router';
import type { PromptSource } from '../../shared/seed-sources';
import { profilePath } from '../../shared/profile-path';
import { ANONYMOUS_AUTHOR } from '../lib/format';
import { cn } from '../lib/utils';

type Props = {
  author: { username?: string | null } | null | undefined;
  source?: PromptSource | null;
  className?: string;
};

// relative z-10: above a card's stretched title link, so the name itself stays clickable.
const LINK = 'relative z-10 underline-offset-4 hover:text-primary hover:underline focus-visible:underline';

export function AuthorCredit({ author, source, className }: Props) {
  const username = author?.username?.trim();
  if (username) {
    return (
      <Link to={profilePath(username)} className={cn(LINK, className)}>
        {username}
      </Link>
    );
  }
  if (source) {
    return source.url ? (
      <a
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(LINK, className)}
        title={`From the ${source.name} collection`}
      >
        {source.name}
      </a>
    ) : (
      <span className={className}>{source.name}</span>
    );
  }
  return <span className={className}>{ANONYMOUS_AUTHOR}</span>;
}
