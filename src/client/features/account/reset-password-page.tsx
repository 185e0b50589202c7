/**
 * /reset-password (docs/product.md): without a token, ask for the email address and send a reset
 * link; the emailed link passes through better-auth, which comes back here with ?token=… (or
 * ?error=INVALID_TOKEN for an expired or used link); with a token, set the new password.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { MailCheck, TriangleAlert } from 'lucide-react';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthFrame, Field } from './auth-ui';
import { authCall, ApiError, errorMessage } from '../../lib/api';

export const LINK_SENT_TEXT =
  "If an account exists for that address, we've sent a link to reset your password. The link works once and expires in an hour.";
export const LINK_INVALID_TITLE = 'This reset link is invalid or has expired';

function RequestLinkForm({ invalidLink }: { invalidLink: boolean }) {
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ email }) => {
    if (!email.trim()) {
      toast.error('Missing fields', { description: 'Please fill in all required fields.' });
      return;
    }
    try {
      await authCall('/request-password-reset', { email: email.trim(), redirectTo: '/reset-password' });
      setSentTo(email.trim());
    } catch (error) {
      toast.error('Error sending reset link', { description: errorMessage(error) });
    }
  });

  if (sentTo) {
    return (
      <Card>
        <CardContent>
          <div role="status" className="grid gap-3 text-center">
            <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
            <h2 className="text-xl font-semibold">Check your email</h2>
            <p className="text-sm text-muted-foreground">{LINK_SENT_TEXT}</p>
            <p className="text-sm text-muted-foreground">
              Sent to <span className="font-medium text-foreground">{sentTo}</span>. Nothing arrived? Check your spam
              folder, or ask again.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
              <Button type="button" variant="outline" onClick={() => setSentTo(null)}>
                Send another link
              </Button>
              <Link to="/login" className={buttonVariants()}>
                Back to sign in
              </Link>
            </div>
          </div>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="grid gap-4">
      {invalidLink && (
        <div role="alert" className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <div>
            <p className="font-medium text-foreground">{LINK_INVALID_TITLE}</p>
            <p className="mt-1 text-muted-foreground">
              Reset links work once and expire after an hour. Enter your email address below and we'll send you a new
              one.
            </p>
          </div>
        </div>
      )}
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            {invalidLink ? 'Ask for a new link' : 'Forgot your password?'}
          </CardTitle>
          <CardDescription>
            Enter the email address of your account and we'll send you a link to set a new password.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
            <Field label="Email" type="email" autoComplete="email" aria-required="true" {...form.register('email')} />
            <Button type="submit" disabled={busy}>
              {busy ? 'Sending...' : 'Send reset link'}
            </Button>
            <p className="text-center text-sm text-muted-foreground">
              Remembered it?{' '}
              <Link to="/login" className="text-primary underline-offset-4 hover:underline">
                Back to sign in
              </Link>
            </p>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

type PasswordValues = { 'new-password': string; 'confirm-password': string };

function NewPasswordForm({ token, onInvalidToken }: { token: string; onInvalidToken: () => void }) {
  const navigate = useNavigate();
  const form = useForm<PasswordValues>({ defaultValues: { 'new-password': '', 'confirm-password': '' } });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    const password = values['new-password'];
    const confirm = values['confirm-password'];
    if (!password || !confirm) {
      toast.error('Missing fields', { description: 'Please fill in all required fields.' });
      return;
    }
    if (password !== confirm) {
      toast.error("Passwords don't match", { description: 'Please make sure your passwords match.' });
      return;
    }
    try {
      await authCall('/reset-password', { newPassword: password, token });
      toast.success('Password updated', { description: 'You can now sign in with your new password.' });
      await navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && /token/i.test(`${error.code} ${error.message}`)) onInvalidToken();
      else toast.error('Error resetting password', { description: errorMessage(error) });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Choose a new password
        </CardTitle>
        <CardDescription>For your security, every device signed in to your account will be signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            aria-required="true"
            hint="At least 8 characters."
            {...form.register('new-password')}
          />
          <Field
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            aria-required="true"
            {...form.register('confirm-password')}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

export default function ResetPasswordPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('token');
  const invalidLink = Boolean(searchParams.get('error'));
  const site = useSiteInfo();
  useDocumentTitle(`Reset password · ${site.name}`);

  return (
    <AuthFrame title="Reset your password">
      {token && !invalidLink ? (
        <NewPasswordForm
          token={token}
          onInvalidToken={() => setSearchParams({ error: 'INVALID_TOKEN' }, { replace: true })}
        />
      ) : (
        <RequestLinkForm invalidLink={invalidLink} />
      )}
    </AuthFrame>
  );
}
