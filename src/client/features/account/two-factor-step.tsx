/**
 * The second sign-in step for accounts with a verified TOTP factor (aal1 → aal2): better-auth
 * answered the password with `twoFactorRedirect`, and keeps the pending sign-in in a cookie.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { codeError, Field, normalizeCode } from './auth-ui';
import { authCall, ApiError, errorMessage } from '../../lib/api';

type TwoFactorStepProps = {
  onVerified: () => void | Promise<void>;
  onCancel: () => void;
};

export const TOTP_PROMPT = 'Enter the 6-digit code from your authenticator app';

export function TwoFactorStep({ onVerified, onCancel }: TwoFactorStepProps) {
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  // The code's message stays while typing, until the next submit.
  const form = useForm<{ code: string }>({ defaultValues: { code: '' }, reValidateMode: 'onSubmit' });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ code }) => {
    const value = normalizeCode(code);
    const problem = codeError(value, kind);
    if (problem) {
      form.setError('code', { type: 'format', message: problem });
      return;
    }
    try {
      await authCall(kind === 'totp' ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code', {
        code: value,
      });
      await onVerified();
    } catch (err) {
      // A sign-in that waited too long loses its pending cookie: start again.
      const expired = err instanceof ApiError && err.status === 401 && /cookie|session/i.test(err.message);
      toast.error('Authentication error', {
        description: expired ? 'Your sign-in has expired. Please sign in again.' : errorMessage(err),
      });
      if (expired) onCancel();
    }
  });

  function switchKind() {
    setKind(kind === 'totp' ? 'backup' : 'totp');
    form.reset();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          Two-factor authentication
        </CardTitle>
        <CardDescription>
          {kind === 'totp'
            ? TOTP_PROMPT
            : 'Enter one of the backup codes you saved when you turned on two-factor authentication. Each code works once.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <Field
            key={kind}
            label={kind === 'totp' ? 'Authentication code' : 'Backup code'}
            autoComplete="one-time-code"
            inputMode={kind === 'totp' ? 'numeric' : 'text'}
            maxLength={kind === 'totp' ? 7 : 32}
            autoFocus
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Verifying...' : 'Verify'}
          </Button>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <Button type="button" variant="link" className="h-auto px-0" onClick={switchKind}>
              {kind === 'totp' ? 'Use a backup code' : 'Use your authenticator app'}
            </Button>
            <Button type="button" variant="link" className="h-auto px-0 text-muted-foreground" onClick={onCancel}>
              Back to sign in
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
