/**
 * /u/{username}: a member's avatar (or initial), join date, counts and their prompts, in the
 * feed's cards and infinite scroll. An unknown name is the 404 page.
 */
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError, errorMessage } from '../../lib/api';
import { formatPostedDate } from '../../lib/format';
import { PromptResults } from '../prompts/components/prompt-grid';
import type { PromptFilters } from '../prompts/api/prompts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePromptHash } from '../prompts/hooks/use-prompt-hash';
import { useSession } from '../../lib/use-session';
import { useSavedPromptIds } from '../lists/saved-ids';
import { NotFoundContent } from '../../components/not-found-page';
import { useSiteInfo } from '../../lib/site-info';
import { useUserProfile, useUserPromptPages } from './api';
import type { UserProfile } from '../../../shared/schemas';

const PromptDetailDialog = lazy(() =>
  import('../prompts/components/prompt-detail-dialog').then((m) => ({ default: m.PromptDetailDialog })),
);
const SaveToListDialog = lazy(() => import('../lists/save-to-list-dialog'));

// The feed's filters are not used here (the profile's own pages are), but PromptResults takes them.
const NO_FILTERS: PromptFilters = { query: '', category: '', sort: 'newest', minRating: 0, tags: [] };

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function profileCounts(counts: UserProfile['counts']): { label: string; value: string }[] {
  return [
    { label: 'Prompts', value: plural(counts.prompts, 'prompt', 'prompts') },
    { label: 'Comments', value: plural(counts.comments, 'comment', 'comments') },
    { label: 'Ratings received', value: plural(counts.ratingsReceived, 'rating received', 'ratings received') },
  ];
}

export default function ProfilePage() {
  const { username = '' } = useParams();
  const site = useSiteInfo();
  const profile = useUserProfile(username);
  const pages = useUserPromptPages(username, profile.isSuccess);
  const { user } = useSession();
  const savedIds = useSavedPromptIds(Boolean(user));
  const { openKey, openId, openPrompt, closePrompt } = usePromptHash();
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (openKey !== null && !dialogLoaded) setDialogLoaded(true);
  const [saveId, setSaveId] = useState<number | null>(null);
  const [saveLoaded, setSaveLoaded] = useState(false);
  const name = profile.data?.username ?? username;
  useDocumentTitle(`${name} · ${site.name}`);

  if (profile.error instanceof ApiError && profile.error.status === 404) return <NotFoundContent />;
  if (profile.isError) {
    return (
      <p role="alert" className="py-16 text-center text-muted-foreground">
        This profile could not be loaded: {errorMessage(profile.error)}
      </p>
    );
  }

  const data = profile.data;
  return (
    <div className="w-full">
      <header className="mb-8 flex flex-wrap items-center gap-4">
        {data ? (
          <UserAvatar name={data.username} url={data.avatarUrl} className="size-16 text-2xl" />
        ) : (
          <Skeleton className="size-16 rounded-full" />
        )}
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{name}</h1>
          {data ? (
            <>
              <p className="mt-1 text-muted-foreground">
                Joined <time dateTime={data.createdAt}>{formatPostedDate(data.createdAt)}</time>
              </p>
              <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                {profileCounts(data.counts).map((c) => (
                  <div key={c.label}>
                    <dt className="sr-only">{c.label}</dt>
                    <dd className="font-medium">{c.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : (
            <p role="status" className="mt-2 text-muted-foreground">
              Loading profile...
            </p>
          )}
        </div>
      </header>

      <section aria-labelledby="profile-prompts-heading">
        <h2 id="profile-prompts-heading" className="mb-4 text-xl font-semibold">
          Prompts by {name}
        </h2>
        {data && data.counts.prompts === 0 ? (
          <p className="text-muted-foreground">{name} has not shared any prompts yet.</p>
        ) : (
          <PromptResults
            filters={NO_FILTERS}
            pages={pages}
            onOpenPrompt={openPrompt}
            isSignedIn={Boolean(user)}
            savedIds={savedIds}
            onSavePrompt={(id) => {
              setSaveLoaded(true);
              setSaveId(id);
            }}
          />
        )}
      </section>

      {(openKey !== null || dialogLoaded) && (
        <Suspense fallback={null}>
          <PromptDetailDialog openKey={openKey} promptId={openId} onClose={closePrompt} />
        </Suspense>
      )}
      {saveLoaded && (
        <Suspense fallback={null}>
          <SaveToListDialog promptId={saveId} onClose={() => setSaveId(null)} />
        </Suspense>
      )}
    </div>
  );
}
