/**
 * /account: profile (username shown as author, avatar), password, two-factor authentication,
 * a download of the user's data and account deletion. Signed-out visitors go to /login.
 */
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog';
import { Skeleton } from '../../components/ui/skeleton';
import {
  apiCall,
  ApiError,
  errorMessage,
  authCall,
  errorFromBody,
  NETWORK_ERROR_MESSAGE,
  parseJson,
} from '../../lib/api';
import { endpoints } from '../../../shared/api/endpoints';
import type { Me } from '../../../shared/api/community';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Field } from './auth-ui';
import { setServerFieldErrors } from '../../lib/form';
import { TwoFactorSection } from './two-factor-section';
import { ApiKeysSection } from './api-keys-section';
import { useSessionChanged } from '../../lib/use-session';
import { USERNAME_MAX, USERNAME_RULES, profilePath } from '../../../shared/usernames';
import { useRequireSession } from '../../lib/use-require-session';
import type { SessionUser } from '../../lib/use-session';

export type { Me };

export const meKey = ['me'] as const;

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} role="region">
      <CardHeader>
        <CardTitle as="h2" id={id} className="text-lg">
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

type ProfileValues = { username: string; avatarUrl: string };
type PasswordValues = { current: string; next: string; confirm: string };

function ProfileForm({ me, onSaved, focusSave }: { me: Me; onSaved: () => Promise<void>; focusSave: boolean }) {
  // A save remounts the form with the saved values (its key changes): put focus back on Save.
  const saveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusSave) saveRef.current?.focus();
  }, [focusSave]);
  // A message by a field stays while typing, until the next submit.
  const form = useForm<ProfileValues>({
    defaultValues: { username: me.username, avatarUrl: me.avatarUrl ?? '' },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting: busy } = form.formState;

  const submit = form.handleSubmit(async ({ username, avatarUrl }) => {
    const avatar = avatarUrl.trim();
    if (avatar && !/^https?:\/\/\S+$/i.test(avatar)) {
      form.setError('avatarUrl', {
        type: 'pattern',
        message: 'Enter an address starting with http:// or https://, or leave it empty.',
      });
      return;
    }
    try {
      await apiCall(endpoints.updateMe, { json: { username: username.trim(), avatarUrl: avatar || null } });
      toast.success('Profile updated', { description: 'Your changes have been saved.' });
      await onSaved();
    } catch (error) {
      setServerFieldErrors(form.setError, error, { username: 'username', avatarUrl: 'avatarUrl' });
      toast.error('Error updating profile', { description: errorMessage(error) });
    }
  });

  const preview = useWatch({ control: form.control, name: 'avatarUrl' }).trim();
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <Field
        label="Email"
        type="email"
        value={me.email}
        readOnly
        disabled
        hint="Your sign-in address; it is never shown to others."
      />
      <Field
        label="Username"
        autoComplete="username"
        maxLength={USERNAME_MAX}
        error={errors.username?.message}
        hint={
          <>
            Shown as the author of your prompts and comments, and in your profile&apos;s address:{' '}
            <Link className="text-primary underline underline-offset-4" to={profilePath(me.username)}>
              {profilePath(me.username)}
            </Link>
            . {USERNAME_RULES}.
          </>
        }
        {...form.register('username')}
      />
      <div className="flex items-end gap-3">
        <Field
          className="flex-1"
          label="Avatar URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.avatarUrl?.message}
          {...form.register('avatarUrl')}
        />
        {/^https:\/\/\S+$/i.test(preview) && (
          <img src={preview} alt="" width={36} height={36} className="mb-0.5 size-9 rounded-full border object-cover" />
        )}
      </div>
      <Button ref={saveRef} type="submit" className="w-fit" disabled={busy}>
        {busy ? 'Saving...' : 'Save profile'}
      </Button>
    </form>
  );
}

function ChangePasswordForm({ onChanged }: { onChanged: () => Promise<void> }) {
  const form = useForm<PasswordValues>({ defaultValues: { current: '', next: '', confirm: '' } });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ current, next, confirm }) => {
    if (!current || !next || !confirm) {
      toast.error('Missing fields', { description: 'Please fill in all required fields.' });
      return;
    }
    if (next !== confirm) {
      toast.error("Passwords don't match", { description: 'Please make sure your passwords match.' });
      return;
    }
    try {
      await authCall('/change-password', { currentPassword: current, newPassword: next, revokeOtherSessions: true });
      toast.success('Password changed', {
        description: 'Other devices signed in to your account have been signed out.',
      });
      // setValue, not reset: a reset would end the submitting state before onChanged is done.
      for (const name of ['current', 'next', 'confirm'] as const) form.setValue(name, '');
      await onChanged();
    } catch (error) {
      toast.error('Error changing password', { description: errorMessage(error) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        aria-required="true"
        {...form.register('current')}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        aria-required="true"
        hint="At least 8 characters."
        {...form.register('next')}
      />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        aria-required="true"
        {...form.register('confirm')}
      />
      <Button type="submit" className="w-fit" disabled={busy}>
        {busy ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  );
}

async function downloadExport(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/me/export', { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw errorFromBody(response.status, parseJson(await response.text()));
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? 'prompt-commons-data.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function DownloadData() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      className="w-fit"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadExport();
          toast.success('Download started', { description: 'Your data is saved as a JSON file.' });
        } catch (error) {
          toast.error('Error downloading data', { description: errorMessage(error) });
        } finally {
          setBusy(false);
        }
      }}
    >
      <Download aria-hidden="true" />
      {busy ? 'Preparing...' : 'Download my data'}
    </Button>
  );
}

function DeleteAccount({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [prompts, setPrompts] = useState<'keep' | 'delete'>('keep');
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      await apiCall(endpoints.deleteMe, { json: { confirm: true, prompts } });
      setOpen(false);
      toast.success('Account deleted', { description: 'Your account has been deleted and you have been signed out.' });
      await onDeleted();
    } catch (error) {
      toast.error('Error deleting account', { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  const option =
    'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent/50';
  return (
    <AlertDialog open={open} onOpenChange={(value) => !busy && setOpen(value)}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="destructive" className="w-fit">
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete your account?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. Your profile, saved lists, ratings and votes are removed; your comments stay
            as Anonymous. Choose what happens to the prompts you shared:
          </AlertDialogDescription>
        </AlertDialogHeader>
        <fieldset className="grid gap-2">
          <legend className="sr-only">Your prompts</legend>
          <label className={option}>
            <input
              type="radio"
              name="prompts"
              value="keep"
              className="mt-0.5 accent-primary"
              checked={prompts === 'keep'}
              onChange={() => setPrompts('keep')}
            />
            <span>Keep my prompts (shown as Anonymous)</span>
          </label>
          <label className={option}>
            <input
              type="radio"
              name="prompts"
              value="delete"
              className="mt-0.5 accent-primary"
              checked={prompts === 'delete'}
              onChange={() => setPrompts('delete')}
            />
            <span>Delete my prompts</span>
          </label>
        </fieldset>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <Button type="button" variant="destructive" disabled={busy} onClick={() => void remove()}>
            {busy ? 'Deleting...' : 'Delete account'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** GET /api/me, falling back to the session's fields if it cannot be read. */
function useMe(user: SessionUser | null) {
  return useQuery({
    queryKey: meKey,
    enabled: Boolean(user),
    queryFn: () => apiCall(endpoints.getMe),
    retry: false,
  });
}

export default function AccountPage() {
  const navigate = useNavigate();
  const { user, isLoading } = useRequireSession('Please sign in to manage your account.');
  const sessionChanged = useSessionChanged();
  const me = useMe(user);
  const [profileSaved, setProfileSaved] = useState(false);
  const site = useSiteInfo();
  useDocumentTitle(`Account · ${site.name}`);

  if (isLoading || !user) {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4" aria-busy="true">
        <Skeleton className="h-9 w-48" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }

  const profile: Me = me.data ?? {
    id: user.id,
    email: user.email,
    username: user.name,
    avatarUrl: user.image,
    role: user.role,
    createdAt: '',
    twoFactorEnabled: user.twoFactorEnabled,
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-foreground">Account</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Signed in as <span className="font-medium text-foreground">{user.email}</span>
        </p>
      </div>

      <Section id="account-profile" title="Profile" description="How you appear to others on the site.">
        {me.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <ProfileForm
            key={`${profile.username}|${profile.avatarUrl}`}
            me={profile}
            focusSave={profileSaved}
            onSaved={async () => {
              setProfileSaved(true);
              await sessionChanged();
            }}
          />
        )}
      </Section>

      <Section
        id="account-password"
        title="Change password"
        description="Changing your password signs out your other devices."
      >
        <ChangePasswordForm onChanged={() => sessionChanged()} />
      </Section>

      <Section id="account-2fa" title="Two-factor authentication">
        <TwoFactorSection enabled={user.twoFactorEnabled} onChanged={() => sessionChanged()} />
      </Section>

      <Section
        id="account-api-keys"
        title="API keys"
        description="Personal keys for the API and the MCP server. Each key is shown once, when you create it."
      >
        <ApiKeysSection />
      </Section>

      <Section
        id="account-data"
        title="Download my data"
        description="A JSON file with your profile, prompts (with their versions), comments, ratings, votes and lists."
      >
        <DownloadData />
        <p className="text-sm text-muted-foreground">
          To use the site&apos;s prompts from Claude Desktop, VS Code or Cursor, see{' '}
          <Link to="/assistants" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
            Use it from your assistant
          </Link>
          .
        </p>
      </Section>

      <Section
        id="account-delete"
        title="Delete my account"
        description="Permanently delete your account. You can keep your prompts on the site as Anonymous."
      >
        {profile.role === 'super_admin' ? (
          // The server refuses it (a site keeps its super admin); say so before anyone confirms.
          <p className="text-sm text-muted-foreground">
            A super admin cannot delete their own account. Another super admin must first change your role.
          </p>
        ) : (
          <DeleteAccount
            onDeleted={async () => {
              await navigate('/', { replace: true });
              await sessionChanged({ signedOut: true });
            }}
          />
        )}
      </Section>
    </div>
  );
}
