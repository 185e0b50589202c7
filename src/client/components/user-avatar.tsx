import { useState } from 'react';
import { cn } from '../lib/utils';

type UserAvatarProps = { name: string; url: string | null | undefined; className?: string };

/**
 * A user's picture (the profile's avatar_url) beside their name, or the name's first letter
 * when there is none or it does not load (the site's policy blocks plain-http images). The
 * name is always shown as text next to it, so the picture itself has no alternative text.
 * The image is fetched without a Referer, so the avatar's host does not learn which page showed it.
 */
export function UserAvatar({ name, url, className }: UserAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const base = 'inline-block size-6 shrink-0 rounded-full';
  if (url && failedUrl !== url) {
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailedUrl(url)}
        className={cn(base, 'bg-muted object-cover', className)}
      />
    );
  }
  // The letter is drawn by CSS, so the text around the avatar reads "by Ada", not "by A Ada".
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <span
      aria-hidden="true"
      data-initial={initial}
      className={cn(
        base,
        'grid place-items-center bg-muted text-xs font-medium text-muted-foreground before:content-[attr(data-initial)]',
        className,
      )}
    />
  );
}
