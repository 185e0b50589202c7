/** The Users screen's dialogs: ban with a reason, invite by email. */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Loader2Icon, MailPlusIcon } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { INVALID_EMAIL_MESSAGE, INVITATION_SENT_MESSAGE, type AdminUser } from '../../../../shared/admin-schemas';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useInviteUser } from './users-api';
import { BAN_REASON_MAX, userLabel, toastError } from './user-rules';

export function BanDialog({
  user,
  open,
  onCancel,
  onConfirm,
  onCloseAutoFocus,
}: {
  user: AdminUser | null;
  open: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <BanForm user={user} onCancel={onCancel} onConfirm={onConfirm} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted each time the dialog opens (its content is), so the reason starts empty every time. */
function BanForm({
  user,
  onCancel,
  onConfirm,
}: {
  user: AdminUser | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const reasonId = useId();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) => onConfirm(reason));
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Ban user</DialogTitle>
        <DialogDescription>
          Ban <strong className="font-semibold text-foreground break-all">{user ? userLabel(user) : ''}</strong>? They
          are signed out everywhere and cannot sign in until an admin unbans them.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>Reason (optional)</Label>
        <Textarea
          id={reasonId}
          maxLength={BAN_REASON_MAX}
          {...form.register('reason')}
          placeholder="Shown to other admins"
          rows={3}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive">
          Ban user
        </Button>
      </DialogFooter>
    </form>
  );
}

export function InviteDialog() {
  const emailId = useId();
  const [open, setOpen] = useState(false);
  // Kept while the dialog is closed (react-hook-form keeps unmounted fields' values), as typed.
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const invite = useInviteUser();

  const submit = form.handleSubmit(({ email }) => {
    const address = email.trim();
    // docs/product.md#screens-and-routes: the address must contain @.
    if (!address.includes('@')) {
      toast.error(INVALID_EMAIL_MESSAGE, { description: 'Enter an email address such as name@example.com.' });
      return;
    }
    invite.mutate(address, {
      onSuccess: () => {
        toast.success(INVITATION_SENT_MESSAGE, { description: `A sign-up link was sent to ${address}.` });
        form.reset();
        setOpen(false);
      },
      onError: (error) => toastError('Invitation not sent', error, [INVALID_EMAIL_MESSAGE]),
    });
  });

  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        <MailPlusIcon aria-hidden="true" />
        Invite user
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Invite by email</DialogTitle>
              <DialogDescription>
                We email them a link to create an account. Invited addresses can sign up even while sign-up is closed.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor={emailId}>Email address</Label>
              <Input
                id={emailId}
                type="email"
                inputMode="email"
                autoComplete="off"
                maxLength={254}
                {...form.register('email')}
                placeholder="name@example.com"
              />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={invite.isPending}>
                {invite.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                Send invitation
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
