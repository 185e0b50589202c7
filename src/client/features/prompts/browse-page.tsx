import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Plus, SlidersHorizontal } from 'lucide-react';
import { categoryName } from '../../../shared/constants';
import { Button } from '../../components/ui/button';
import { EmptyState } from './components/empty-state';
import { PopularTags } from './components/popular-tags';
import { PromptResults } from './components/prompt-grid';
import { SearchBar } from './components/search-bar';
import { GuideTeaser, ShareExpertiseCard } from './components/side-cards';
import { countActiveFilters, type BrowseFilterValues, type BrowsePathFilter } from './hooks/browse-url';
import { usePromptPages, type PromptFilters } from './api/prompts';
import { NotFoundContent } from '../../components/not-found-page';
import { useBrowseFilters } from './hooks/use-browse-filters';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePromptHash } from './hooks/use-prompt-hash';
import { useSearchText } from './hooks/use-search-text';
import { AdSlot } from '../ads/ad-slot';
import { useSession } from '../../lib/use-session';
import { useSavedPromptIds } from '../lists/saved-ids';
import { DEFAULT_SITE_INFO, useSiteInfo, type SiteInfo } from '../../lib/site-info';

// The filter panel (selects, slider) and the detail dialog load when first needed, keeping
// the home page's JavaScript within its budget (docs/decisions/007-bundle-budget.md).
const FilterPanel = lazy(() => import('./components/filter-panel').then((m) => ({ default: m.FilterPanel })));
const PromptDetailDialog = lazy(() =>
  import('./components/prompt-detail-dialog').then((m) => ({ default: m.PromptDetailDialog })),
);
const SaveToListDialog = lazy(() => import('../lists/save-to-list-dialog'));

const FILTER_PANEL_ID = 'browse-filters';

const HOME_HEADING = 'Discover & Share AI Prompts';

/** The page's own heading: docs/product.md's on / and /prompts, the tag or the category's name on theirs. */
export function browseHeading(path: BrowsePathFilter, category: string): string {
  if (path.kind === 'tag') return `Prompts tagged #${path.tag}`;
  if (path.kind === 'category') return categoryName(category);
  return HOME_HEADING;
}

export function browseTitle(path: BrowsePathFilter, category: string, site: SiteInfo = DEFAULT_SITE_INFO): string {
  if (path.kind !== 'none') return `${browseHeading(path, category)} · ${site.name}`;
  return site.tagline ? `${site.name} – ${site.tagline}` : site.name;
}

function browseSubtitle(path: BrowsePathFilter, category: string): string {
  if (path.kind === 'tag') return 'Every prompt with this tag. Search and filters narrow it down.';
  if (path.kind === 'category')
    return `Prompts in the ${categoryName(category)} category. Search and filters narrow it down.`;
  return 'Find prompts for programming, writing, data science and more, or share your own.';
}

/**
 * True on /tag/{tag} (no other filter) once the server says no prompt has that tag: the page
 * then is the 404 page, like an unknown category. The query is the results grid's own (same
 * key), so this asks nothing more; a failed load is not "no prompts".
 */
function useIsTagWithoutPrompts(path: BrowsePathFilter, values: BrowseFilterValues, filters: PromptFilters): boolean {
  const isBareTagPage =
    path.kind === 'tag' && !values.query && !values.category && values.minRating === 0 && values.tags.length === 1;
  const pages = usePromptPages(filters, { enabled: isBareTagPage });
  return isBareTagPage && pages.isSuccess && pages.data.pages[0]?.items.length === 0;
}

/** Home and browse: /, /prompts, /tag/{tagName}, /category/{categoryName} (docs/product.md: Browse screen). */
export function BrowsePage() {
  const { values, path, isUnknownCategory, promptFilters, updateFilters } = useBrowseFilters();
  const search = useSearchText(values.query, (query) => updateFilters({ query }, { replace: true }));
  const [showFilters, setShowFilters] = useState(false);
  const { openKey, openId, openPrompt, closePrompt } = usePromptHash();
  // Once opened, the dialog stays mounted so that closing it can animate and return focus.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  // Any #prompt-{key} opens it: a key that is not an id shows "Prompt not found".
  if (openKey !== null && !dialogLoaded) setDialogLoaded(true);
  const activeFilterCount = countActiveFilters(values);
  const { user } = useSession();
  const savedIds = useSavedPromptIds(Boolean(user));
  // The card bookmark opens the save-to-list dialog (loaded on first use).
  const [saveId, setSaveId] = useState<number | null>(null);
  const [saveLoaded, setSaveLoaded] = useState(false);
  const openSave = (id: number) => {
    setSaveLoaded(true);
    setSaveId(id);
  };

  const site = useSiteInfo();
  const isTagWithoutPrompts = useIsTagWithoutPrompts(path, values, promptFilters);
  const isNotFound = (path.kind === 'category' && isUnknownCategory) || isTagWithoutPrompts;
  useDocumentTitle(isNotFound ? null : browseTitle(path, values.category, site));

  // /category/{unknown} and a tag no prompt has are the 404 page (the server sends status 404).
  if (isNotFound) return <NotFoundContent />;

  return (
    <div className="w-full">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{browseHeading(path, values.category)}</h1>
        <p className="mt-2 text-muted-foreground">{browseSubtitle(path, values.category)}</p>
      </header>

      {/* The buttons share the search box's row only from lg: below that, beside the side
          navigation, they left the box too narrow for its placeholder. */}
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchBar value={search.text} onChange={search.setText} onSubmit={search.flush} />
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            className="h-10 flex-1 sm:flex-none"
            aria-expanded={showFilters}
            aria-controls={showFilters ? FILTER_PANEL_ID : undefined}
            onClick={() => setShowFilters((shown) => !shown)}
          >
            <SlidersHorizontal aria-hidden="true" />
            Filters
            {activeFilterCount > 0 && (
              <span
                aria-hidden="true"
                className="ml-0.5 rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-primary-foreground tabular-nums"
              >
                {activeFilterCount}
              </span>
            )}
          </Button>
          <Button asChild className="h-10 flex-1 sm:flex-none">
            <Link to="/submit">
              <Plus aria-hidden="true" />
              Submit a Prompt
            </Link>
          </Button>
        </div>
      </div>

      {showFilters && (
        <div className="mt-4">
          <Suspense
            fallback={<div id={FILTER_PANEL_ID} className="h-40 animate-pulse rounded-xl border bg-muted/40" />}
          >
            <FilterPanel
              id={FILTER_PANEL_ID}
              values={values}
              isUnknownCategory={isUnknownCategory}
              onChange={updateFilters}
            />
          </Suspense>
        </div>
      )}

      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_16rem]">
        <section aria-label="Prompts" className="min-w-0">
          {isUnknownCategory ? (
            <EmptyState />
          ) : (
            <PromptResults
              filters={promptFilters}
              onOpenPrompt={openPrompt}
              isSignedIn={Boolean(user)}
              savedIds={savedIds}
              onSavePrompt={openSave}
            />
          )}
        </section>
        {/* The side column: community cards, then the sidebar ad slot (docs/product.md: ad positions;
            a sibling of the Community landmark, since an ad is a landmark of its own). */}
        <div className="grid content-start gap-4">
          <aside aria-label="Community" className="grid content-start gap-4 md:grid-cols-2 xl:grid-cols-1">
            <ShareExpertiseCard />
            <PopularTags />
            <GuideTeaser />
          </aside>
          <AdSlot position="sidebar" />
        </div>
      </div>

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
