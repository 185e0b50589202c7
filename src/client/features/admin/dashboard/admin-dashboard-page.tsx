/**
 * /admin (docs/product.md: Admin screens, Dashboard): site figures, the CSV import of prompts (docs/product.md section
 * 5, docs/decisions/009-csv-import.md) and the 5 most recent prompts. Rendered inside
 * AdminLayout, which has already checked the role.
 */
import { AuthorCredit } from '../../../components/author-credit';
import { Link } from 'react-router';
import { DASHBOARD_RECENT_PROMPTS, categoryName } from '../../../../shared/constants';
import { type AdminStats } from '../../../../shared/admin-schemas';
import { ListSkeleton, LoadError } from '../../../components/list-states';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api';
import { formatPostedDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSiteInfo } from '../../../lib/site-info';
import { AdminPageHeader } from '../admin-layout';
import { useAdminStats } from './dashboard-api';
import { ImportCard } from './import-card';
import { MailCard } from './mail-card';
import { formatCount } from './import-progress';

export const DASHBOARD_TITLE = 'Admin Dashboard';
export default function AdminDashboardPage() {
  const site = useSiteInfo();
  useDocumentTitle(`${DASHBOARD_TITLE} · ${site.name}`);
  const stats = useAdminStats();

  return (
    <div className="mx-auto w-full max-w-5xl min-w-0">
      <AdminPageHeader
        title={DASHBOARD_TITLE}
        description="Site figures, the CSV import of prompts, the newest prompts and outgoing mail."
      />
      {stats.isError ? (
        <LoadError
          message="The dashboard figures could not be loaded."
          detail={errorMessage(stats.error)}
          onRetry={() => void stats.refetch()}
          className="mb-6 p-6"
        />
      ) : (
        <StatsGrid stats={stats.data} />
      )}
      <div className="grid min-w-0 gap-6">
        <ImportCard />
        {!stats.isError && <RecentPrompts stats={stats.data} />}
        <MailCard />
      </div>
    </div>
  );
}

function StatsGrid({ stats }: { stats: AdminStats | undefined }) {
  const items = [
    { label: 'Prompts', value: stats?.prompts },
    { label: 'Users', value: stats?.users },
    { label: 'Comments', value: stats?.comments },
    { label: 'Ratings', value: stats?.ratings },
  ];
  return (
    <section aria-labelledby="admin-figures" className="mb-6">
      <h2 id="admin-figures" className="sr-only">
        Site figures
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-busy={stats ? undefined : true}>
        {items.map((item) => (
          <div key={item.label} className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
            <dt className="text-sm text-muted-foreground">{item.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">
              {item.value === undefined ? <Skeleton className="h-8 w-16" /> : formatCount(item.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function RecentPrompts({ stats }: { stats: AdminStats | undefined }) {
  const recent = stats?.recentPrompts.slice(0, DASHBOARD_RECENT_PROMPTS) ?? [];
  return (
    <Card aria-labelledby="admin-recent-prompts" role="region" className="min-w-0">
      <CardHeader>
        <CardTitle as="h2" id="admin-recent-prompts" className="text-lg">
          Recent Prompts
        </CardTitle>
        <CardDescription>The {DASHBOARD_RECENT_PROMPTS} most recently added prompts.</CardDescription>
      </CardHeader>
      <CardContent className="min-w-0">
        {!stats ? (
          <ListSkeleton count={DASHBOARD_RECENT_PROMPTS} rowClassName="h-9 w-full" className="space-y-2" />
        ) : stats.recentPrompts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No prompts yet. Import a CSV file or submit one.</p>
        ) : (
          <>
            {/* Below lg (phones, tablets beside the admin menu): one card per prompt, every field labelled; wider screens: the table. */}
            <ul className="grid gap-3 lg:hidden" aria-label="Recent prompts">
              {recent.map((prompt) => (
                <li key={prompt.id} className="grid gap-2 rounded-lg border p-3">
                  <Link
                    to={`/prompt/${prompt.id}`}
                    className="font-medium break-words underline-offset-4 hover:underline"
                  >
                    {prompt.title}
                  </Link>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">ID</dt>
                    <dd className="tabular-nums">{prompt.id}</dd>
                    <dt className="text-muted-foreground">Created</dt>
                    <dd>
                      <time dateTime={prompt.createdAt}>{formatPostedDate(prompt.createdAt)}</time>
                    </dd>
                    <dt className="text-muted-foreground">Author</dt>
                    <dd>
                      <AuthorCredit author={prompt.author} source={prompt.source} />
                    </dd>
                    <dt className="text-muted-foreground">Category</dt>
                    <dd>{categoryName(prompt.category)}</dd>
                    <dt className="text-muted-foreground">Tags</dt>
                    <dd>
                      <PromptTags prompt={prompt} />
                    </dd>
                  </dl>
                </li>
              ))}
            </ul>
            <div className="hidden lg:block">
              <Table
                className="min-w-[44rem]"
                containerProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Recent prompts table, scrolls sideways' }}
              >
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col" className="w-16">
                      ID
                    </TableHead>
                    <TableHead scope="col">Title</TableHead>
                    <TableHead scope="col">Created</TableHead>
                    <TableHead scope="col">Author</TableHead>
                    <TableHead scope="col">Category</TableHead>
                    <TableHead scope="col">Tags</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {recent.map((prompt) => (
                    <TableRow key={prompt.id}>
                      <TableCell className="tabular-nums text-muted-foreground">{prompt.id}</TableCell>
                      <TableCell className="max-w-[20rem] min-w-[12rem] font-medium">
                        <Link to={`/prompt/${prompt.id}`} className="break-words underline-offset-4 hover:underline">
                          {prompt.title}
                        </Link>
                      </TableCell>
                      <TableCell className="whitespace-nowrap">
                        <time dateTime={prompt.createdAt}>{formatPostedDate(prompt.createdAt)}</time>
                      </TableCell>
                      <TableCell className="max-w-[10rem] truncate">
                        <AuthorCredit author={prompt.author} source={prompt.source} />
                      </TableCell>
                      <TableCell className="whitespace-nowrap">{categoryName(prompt.category)}</TableCell>
                      <TableCell className="min-w-[12rem]">
                        <PromptTags prompt={prompt} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function PromptTags({ prompt }: { prompt: { title: string; tags: string[] } }) {
  if (prompt.tags.length === 0) return <span className="text-muted-foreground">None</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={`Tags of ${prompt.title}`}>
      {prompt.tags.map((tag) => (
        <li key={tag}>
          <Badge variant="secondary">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
