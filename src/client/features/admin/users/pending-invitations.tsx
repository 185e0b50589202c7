/**
 * Pending invitations on /admin/users: who was invited, by whom, when, and until when (an
 * invitation opens a closed sign-up for 14 days after its last send); Resend mails it again,
 * Revoke (confirmed) withdraws it.
 */
import { useId, useState } from 'react';
import { Loader2Icon, MailIcon, XIcon } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { PendingInvitation } from '../../../../shared/api/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { LoadError } from '../../../components/list-states';
import { formatPostedDate } from '../../../lib/format';
import { usePendingInvitations, useResendInvitation, useRevokeInvitation } from './users-api';
import { toastError } from './user-rules';

export function PendingInvitations() {
  const headingId = useId();
  const query = usePendingInvitations();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<{ invitation: PendingInvitation; open: boolean } | null>(null);
  const items = query.data?.items ?? [];
  const busyId = (resend.isPending && resend.variables) || (revoke.isPending && revoke.variables) || null;

  const onResend = (invitation: PendingInvitation) =>
    resend.mutate(invitation.id, {
      onSuccess: (updated) =>
        toast.success('Invitation sent again', {
          description: `${updated.email} can sign up until ${formatPostedDate(updated.expiresAt)}.`,
        }),
      onError: (error) => toastError('Invitation not sent', error),
    });

  const confirmRevoke = () => {
    const invitation = revoking?.invitation;
    if (!invitation) return;
    revoke.mutate(invitation.id, {
      onSuccess: () =>
        toast.success('Invitation revoked', { description: `${invitation.email} can no longer use it to sign up.` }),
      onError: (error) => toastError('Invitation not revoked', error),
    });
  };

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-1 text-lg font-semibold">
        Pending invitations
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        Invited addresses without an account yet. An invitation lets its address sign up for 14 days after it was sent,
        even while sign-up is closed.
      </p>
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">Loading invitations…</p>
      ) : query.isError ? (
        <LoadError message="The invitations could not be loaded." onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No pending invitations.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Email</TableHead>
                <TableHead>Invited by</TableHead>
                <TableHead>Sent</TableHead>
                <TableHead>Expires</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((invitation) => (
                <TableRow key={invitation.id}>
                  <TableCell className="font-medium break-all">{invitation.email}</TableCell>
                  <TableCell>{invitation.invitedBy?.username ?? 'A removed account'}</TableCell>
                  <TableCell>{formatPostedDate(invitation.sentAt)}</TableCell>
                  <TableCell>
                    {invitation.expired ? (
                      <Badge variant="outline">Expired {formatPostedDate(invitation.expiresAt)}</Badge>
                    ) : (
                      formatPostedDate(invitation.expiresAt)
                    )}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={busyId === invitation.id}
                      onClick={() => onResend(invitation)}
                      aria-label={`Resend the invitation to ${invitation.email}`}
                    >
                      {resend.isPending && resend.variables === invitation.id ? (
                        <Loader2Icon className="animate-spin" aria-hidden="true" />
                      ) : (
                        <MailIcon aria-hidden="true" />
                      )}
                      Resend
                    </Button>{' '}
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      disabled={busyId === invitation.id}
                      onClick={() => setRevoking({ invitation, open: true })}
                      aria-label={`Revoke the invitation to ${invitation.email}`}
                    >
                      <XIcon aria-hidden="true" />
                      Revoke
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}

      <ConfirmDialog
        open={revoking?.open ?? false}
        onOpenChange={(open) => !open && setRevoking((r) => r && { ...r, open: false })}
        title="Revoke invitation"
        description={
          <>
            Revoke the invitation to{' '}
            <strong className="font-semibold text-foreground break-all">{revoking?.invitation.email}</strong>? The link
            in their mail stops opening a closed sign-up. You can invite them again later.
          </>
        }
        confirmLabel="Revoke invitation"
        onConfirm={confirmRevoke}
      />
    </section>
  );
}
