/**
 * /admin/api-keys: every personal API key that still works, with its owner, and a revoke
 * (audited as api_key.revoke). GET and DELETE /api/admin/api-keys
 * (docs/decisions/027-api-keys-and-mcp.md).
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { Search, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/list-states';
import { ApiError, apiCall } from '../../../lib/api';
import { formatPostedDate } from '../../../lib/format';
import { useSiteInfo } from '../../../lib/site-info';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { endpoints } from '../../../../shared/api/endpoints';
import type { AdminApiKey } from '../../../../shared/api/keys';
import { AdminPageHeader } from '../admin-layout';

export const adminApiKeysKey = (q: string) => ['admin', 'api-keys', q] as const;
const SCOPES = { read: 'Read', read_write: 'Read and write' } as const;

export default function AdminApiKeysPage() {
  const site = useSiteInfo();
  useDocumentTitle(`API Keys · Admin · ${site.name}`);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [revoking, setRevoking] = useState<AdminApiKey | null>(null);
  const keys = useQuery({
    queryKey: adminApiKeysKey(q),
    queryFn: () => apiCall(endpoints.adminApiKeys, { query: { q } }),
  });
  const revoke = useMutation({
    mutationFn: (key: AdminApiKey) => apiCall(endpoints.adminRevokeApiKey, { params: { id: key.id } }),
    onSuccess: async (_data, key) => {
      toast(`Key “${key.name}” of ${key.owner.username} revoked`);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'api-keys'] });
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Could not revoke the key'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(search.trim());
  };

  return (
    <div>
      <AdminPageHeader
        title="API Keys"
        description="Personal keys that still work, newest first. Revoking one stops it at once and is recorded in the audit log."
      />
      <form role="search" onSubmit={submit} className="mb-4 flex gap-2">
        <Input
          aria-label="Search keys by owner or name"
          placeholder="Owner's username or email, or key name"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden />
          Search
        </Button>
      </form>
      {keys.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : keys.isError ? (
        <LoadError message="The API keys could not be loaded." onRetry={() => void keys.refetch()} />
      ) : keys.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{q ? 'No keys match.' : 'No API keys yet.'}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left">
              <tr>
                <th className="p-2 font-medium">Owner</th>
                <th className="p-2 font-medium">Name</th>
                <th className="p-2 font-medium">Scope</th>
                <th className="p-2 font-medium">Key</th>
                <th className="p-2 font-medium">Last used</th>
                <th className="p-2 font-medium">Expires</th>
                <th className="p-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.items.map((key) => (
                <tr key={key.id} className="border-t">
                  <td className="p-2">
                    <div className="font-medium">{key.owner.username}</div>
                    <div className="text-muted-foreground">{key.owner.email}</div>
                  </td>
                  <td className="p-2">{key.name}</td>
                  <td className="p-2">{SCOPES[key.scope]}</td>
                  <td className="p-2">
                    <code>{key.prefix}…</code>
                  </td>
                  <td className="p-2">{key.lastUsedAt ? formatPostedDate(key.lastUsedAt) : 'Never'}</td>
                  <td className="p-2">{key.expiresAt ? formatPostedDate(key.expiresAt) : 'Never'}</td>
                  <td className="p-2 text-right">
                    <Button type="button" variant="outline" size="sm" onClick={() => setRevoking(key)}>
                      <Trash2 aria-hidden />
                      Revoke<span className="sr-only"> {`${key.owner.username}'s key ${key.name}`}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this API key?"
        description={`${revoking?.owner.username ?? ''}'s key “${revoking?.name ?? ''}” stops working at once. This cannot be undone.`}
        confirmLabel="Revoke key"
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking);
          setRevoking(null);
        }}
        onOpenChange={(open) => !open && setRevoking(null)}
      />
    </div>
  );
}
