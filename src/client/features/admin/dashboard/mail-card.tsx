/**
 * The mail queue on the dashboard (src/server/lib/mail-queue.ts): what has not arrived yet
 * (pending, with its next try) or will not (failed, with the error), and "Send again" for a
 * failed mail. Without SMTP it says where mail goes instead.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2Icon, MailIcon, RotateCwIcon } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { MailQueue, OutboxMail } from '../../../../shared/api/admin';
import { endpoints } from '../../../../shared/api/endpoints';
import { apiCall, errorMessage } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

export const mailQueueKey = ['admin', 'mail'] as const;
/** The queue is read again this often while the dashboard is open and mail is waiting. */
const MAIL_POLL_MS = 10_000;

export function useMailQueue() {
  return useQuery({
    queryKey: mailQueueKey,
    queryFn: (): Promise<MailQueue> => apiCall(endpoints.mailQueue),
    refetchInterval: (query) =>
      query.state.data?.counts.pending || query.state.data?.counts.sending ? MAIL_POLL_MS : false,
  });
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function MailCard() {
  const queue = useMailQueue();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (id: number) => apiCall(endpoints.retryMail, { params: { id } }),
    onSuccess: (answer) => {
      toast.success('Mail queued again', { description: answer.message });
      void queryClient.invalidateQueries({ queryKey: mailQueueKey });
    },
    onError: (error) => toast.error('Mail not queued again', { description: errorMessage(error) }),
  });
  const data = queue.data;
  return (
    <Card aria-labelledby="admin-mail" role="region" className="min-w-0">
      <CardHeader>
        <CardTitle as="h2" id="admin-mail" className="flex items-center gap-2 text-lg">
          <MailIcon className="size-5" aria-hidden="true" />
          Mail
        </CardTitle>
        <CardDescription>
          {data && !data.delivery
            ? 'No SMTP server is set (SMTP_URL): each mail is written to the server log instead of being sent.'
            : 'Verification, password reset and invitation mail. A mail that cannot be sent is tried again for about three hours before it counts as failed.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        {queue.isError ? (
          <p className="text-sm text-destructive">The mail queue could not be loaded: {errorMessage(queue.error)}</p>
        ) : !data ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> Loading the mail queue…
          </p>
        ) : !data.delivery && data.items.length === 0 ? null : (
          <>
            <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
              {(
                [
                  ['Sent', data.counts.sent],
                  ['Waiting', data.counts.pending + data.counts.sending],
                  ['Failed', data.counts.failed],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="flex gap-1.5">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-medium tabular-nums">{value.toLocaleString()}</dd>
                </div>
              ))}
            </dl>
            {data.items.length === 0 ? (
              <p className="text-sm text-muted-foreground">Every mail has been sent.</p>
            ) : (
              <ul className="grid gap-2" aria-label="Mail not delivered">
                {data.items.map((mail) => (
                  <MailRow
                    key={mail.id}
                    mail={mail}
                    busy={retry.isPending && retry.variables === mail.id}
                    onRetry={() => retry.mutate(mail.id)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function MailRow({ mail, busy, onRetry }: { mail: OutboxMail; busy: boolean; onRetry: () => void }) {
  const failed = mail.status === 'failed';
  return (
    <li className="flex min-w-0 flex-wrap items-start justify-between gap-2 rounded-md border p-3">
      <div className="min-w-0 text-sm">
        <p className="font-medium break-words">{mail.subject}</p>
        <p className="break-all text-muted-foreground">To {mail.to}</p>
        <p className={failed ? 'text-destructive' : 'text-muted-foreground'}>
          {failed
            ? `Failed after ${mail.attempts} attempts`
            : mail.status === 'sending'
              ? 'Sending now'
              : mail.attempts === 0
                ? 'Waiting to be sent'
                : `Attempt ${mail.attempts} failed; next try ${when(mail.nextAttemptAt)}`}
          {mail.lastError ? `: ${mail.lastError}` : ''}
        </p>
      </div>
      {failed && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={onRetry}
          aria-label={`Send again: ${mail.subject} to ${mail.to}`}
        >
          {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <RotateCwIcon aria-hidden="true" />}
          Send again
        </Button>
      )}
    </li>
  );
}
