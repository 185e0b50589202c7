/**
 * /account's "API keys" section (docs/decisions/027-api-keys-and-mcp.md): create a key with a
 * name, scope and expiry, see it once with a copy button, list the keys that work and revoke
 * one after a confirmation.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Check, Copy, KeyRound, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { endpoints } from '../../../shared/api/endpoints';
import {
  API_KEY_EXPIRY_DAYS,
  API_KEY_NAME_MAX,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from '../../../shared/api/keys';
import { ApiError, apiCall } from '../../lib/api';
import { formatPostedDate } from '../../lib/format';
import { useCopyToClipboard } from '../../lib/use-copy-to-clipboard';

export const apiKeysKey = ['me', 'api-keys'] as const;

export const SCOPE_LABELS: Record<ApiKeyScope, string> = { read: 'Read', read_write: 'Read and write' };
const NATIVE_SELECT =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30';

const dateOrNever = (iso: string | null, never: string) => (iso ? formatPostedDate(iso) : never);

function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { isCopied, copy } = useCopyToClipboard('API key copied');
  return (
    <div role="status" className="grid gap-3 rounded-md border border-primary/40 bg-primary/5 p-4">
      <p className="text-sm font-medium text-foreground">
        Your new key “{created.name}”. Copy it now: it will not be shown again.
      </p>
      <div className="flex gap-2">
        <Input
          readOnly
          aria-label="New API key"
          value={created.key}
          className="font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy(created.key)}>
          {isCopied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {isCopied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <div>
        <Button type="button" variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function CreateKeyForm({ onCreated, disabled }: { onCreated: (key: CreatedApiKey) => void; disabled: boolean }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expiry, setExpiry] = useState<string>('90');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      apiCall(endpoints.createApiKey, {
        json: {
          name,
          scope,
          expiresInDays: expiry === 'never' ? null : (Number(expiry) as (typeof API_KEY_EXPIRY_DAYS)[number]),
        },
      }),
    onSuccess: (key) => {
      setName('');
      setError(null);
      onCreated(key);
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : 'Could not create the key'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Name is required');
      return;
    }
    create.mutate();
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end" noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor="api-key-name">Key name</Label>
        <Input
          id="api-key-name"
          value={name}
          maxLength={API_KEY_NAME_MAX}
          placeholder="e.g. Claude Desktop"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'api-key-error' : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="api-key-scope">Scope</Label>
        <select
          id="api-key-scope"
          className={NATIVE_SELECT}
          value={scope}
          onChange={(e) => setScope(e.target.value as ApiKeyScope)}
        >
          <option value="read">{SCOPE_LABELS.read}</option>
          <option value="read_write">{SCOPE_LABELS.read_write}</option>
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="api-key-expiry">Expires</Label>
        <select
          id="api-key-expiry"
          className={NATIVE_SELECT}
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
        >
          {API_KEY_EXPIRY_DAYS.map((d) => (
            <option key={d} value={String(d)}>
              In {d} days
            </option>
          ))}
          <option value="never">Never</option>
        </select>
      </div>
      <Button type="submit" disabled={disabled || create.isPending}>
        <KeyRound aria-hidden />
        Create key
      </Button>
      {error && (
        <p id="api-key-error" role="alert" className="text-sm text-destructive sm:col-span-4">
          {error}
        </p>
      )}
    </form>
  );
}

export function ApiKeysSection() {
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: apiKeysKey, queryFn: () => apiCall(endpoints.listApiKeys) });
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => apiCall(endpoints.revokeApiKey, { params: { id: key.id } }),
    onSuccess: async (_data, key) => {
      toast(`Key “${key.name}” revoked`);
      await queryClient.invalidateQueries({ queryKey: apiKeysKey });
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Could not revoke the key'),
  });
  const items = keys.data?.items ?? [];
  const full = keys.data ? items.length >= keys.data.max : false;

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Use a key from scripts and assistants: send it as <code>Authorization: Bearer &lt;key&gt;</code> to the API or
        to the MCP server at <code>/mcp</code>. A read key can only read; no key has admin rights.
      </p>
      {created ? (
        <NewKey created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateKeyForm
          disabled={full}
          onCreated={async (key) => {
            setCreated(key);
            await queryClient.invalidateQueries({ queryKey: apiKeysKey });
          }}
        />
      )}
      {full && (
        <p className="text-sm text-muted-foreground">
          You have {keys.data?.max} keys, the most allowed: revoke one to make another.
        </p>
      )}
      {keys.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : keys.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load your API keys.
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No API keys yet.</p>
      ) : (
        <ul aria-label="Your API keys" className="grid divide-y rounded-md border">
          {items.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="grid gap-0.5 text-sm">
                <span className="font-medium text-foreground">{key.name}</span>
                <span className="text-muted-foreground">
                  <code>{key.prefix}…</code> · {SCOPE_LABELS[key.scope]} · created {formatPostedDate(key.createdAt)} ·
                  last used {dateOrNever(key.lastUsedAt, 'never')} · expires {dateOrNever(key.expiresAt, 'never')}
                </span>
              </div>
              <Button type="button" variant="outline" size="sm" onClick={() => setRevoking(key)}>
                <Trash2 aria-hidden />
                Revoke<span className="sr-only"> {key.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this API key?"
        description={`“${revoking?.name ?? ''}” stops working at once for every program that uses it. This cannot be undone.`}
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
