/**
 * Account › Two-factor authentication (docs/product.md: TOTP with backup codes). Enrolment goes
 * enrolled → verified (docs/product.md#screens-and-routes): enable with the password gives the TOTP URI and backup
 * codes; the factor counts only after a 6-digit code from the app is verified.
 */
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import QRCode from 'qrcode';
import { toast } from '../../lib/toast';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { codeError, Field, normalizeCode } from './auth-ui';
import { authCall, errorMessage } from '../../lib/api';

type Mode = 'idle' | 'enable' | 'verify' | 'regenerate' | 'disable' | 'codes';

/** The shared secret and label from an otpauth://totp/... URI. */
export function parseTotpUri(uri: string): { secret: string; label: string } {
  try {
    const url = new URL(uri);
    return {
      secret: url.searchParams.get('secret') ?? '',
      label: decodeURIComponent(url.pathname.replace(/^\/+/, '').replace(/^totp\//, '')),
    };
  } catch {
    return { secret: '', label: '' };
  }
}

/** Groups the secret in fours so it can be typed by hand. */
const groupSecret = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

function BackupCodes({ codes }: { codes: string[] }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Copied to clipboard');
    } catch {
      toast.error('Could not copy', { description: 'Select the codes and copy them by hand.' });
    }
  }
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium">Backup codes</h4>
      <p className="text-sm text-muted-foreground">
        Keep these somewhere safe. Each code signs you in once if you lose your authenticator app. They are shown only
        now.
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-1 rounded-md border bg-muted/40 p-3 font-mono text-sm sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => void copy()}>
        Copy codes
      </Button>
    </div>
  );
}

function PasswordStep({
  action,
  busy,
  onSubmit,
  onCancel,
  destructive,
}: {
  action: string;
  busy: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
  destructive?: boolean;
}) {
  // The message stays while typing, until the next submit.
  const form = useForm<{ password: string }>({ defaultValues: { password: '' }, reValidateMode: 'onSubmit' });
  const submit = form.handleSubmit(({ password }) => {
    if (!password) {
      form.setError('password', { type: 'required', message: 'Enter your password to continue.' });
      return;
    }
    onSubmit(password);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-sm gap-3">
      <Field
        label="Your password"
        type="password"
        autoComplete="current-password"
        autoFocus
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
          {busy ? 'Please wait...' : action}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function EnrollStep({
  totpURI,
  backupCodes,
  onVerified,
  onCancel,
}: {
  totpURI: string;
  backupCodes: string[];
  onVerified: () => void;
  onCancel: () => void;
}) {
  const [qr, setQr] = useState<string | null>(null);
  const form = useForm<{ code: string }>({ defaultValues: { code: '' }, reValidateMode: 'onSubmit' });
  const busy = form.formState.isSubmitting;
  const { secret } = parseTotpUri(totpURI);

  useEffect(() => {
    let live = true;
    QRCode.toDataURL(totpURI, { margin: 1, width: 192 }).then(
      (url) => live && setQr(url),
      () => live && setQr(null),
    );
    return () => {
      live = false;
    };
  }, [totpURI]);

  const submit = form.handleSubmit(async ({ code }) => {
    const value = normalizeCode(code);
    const problem = codeError(value, 'totp');
    if (problem) {
      form.setError('code', { type: 'format', message: problem });
      return;
    }
    try {
      await authCall('/two-factor/verify-totp', { code: value });
      toast.success('Two-factor authentication enabled', {
        description: 'You will be asked for a code when you sign in.',
      });
      onVerified();
    } catch (err) {
      form.setError('code', { type: 'server', message: errorMessage(err) });
    }
  });

  return (
    <div className="grid gap-5">
      <ol className="grid list-decimal gap-1 pl-5 text-sm text-muted-foreground">
        <li>Scan the QR code with an authenticator app (or type the secret key).</li>
        <li>Save your backup codes.</li>
        <li>Enter the 6-digit code the app shows to finish.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex size-48 shrink-0 items-center justify-center rounded-md border bg-white p-1">
          {qr ? (
            <img src={qr} width={184} height={184} alt="QR code to add your account to an authenticator app" />
          ) : (
            <span className="text-xs text-muted-foreground">Preparing QR code...</span>
          )}
        </div>
        <div className="grid min-w-0 gap-1">
          <h4 className="text-sm font-medium">Secret key</h4>
          <p className="text-sm text-muted-foreground">
            Can't scan? Enter this key in your app (time-based, 6 digits).
          </p>
          <code aria-label="Secret key" className="break-all rounded-md border bg-muted/40 px-3 py-2 font-mono text-sm">
            {groupSecret(secret)}
          </code>
        </div>
      </div>
      <BackupCodes codes={backupCodes} />
      <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-sm gap-3">
        <Field
          label="Authentication code"
          hint="Enter the 6-digit code from your authenticator app"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? 'Verifying...' : 'Verify and turn on'}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

export function TwoFactorSection({ enabled, onChanged }: { enabled: boolean; onChanged: () => void | Promise<void> }) {
  const [mode, setMode] = useState<Mode>('idle');
  const [busy, setBusy] = useState(false);
  const [enrolment, setEnrolment] = useState<{ totpURI: string; backupCodes: string[] } | null>(null);
  const [codes, setCodes] = useState<string[]>([]);

  async function run<T>(path: string, password: string, title: string, then: (data: T) => void) {
    setBusy(true);
    try {
      then(await authCall<T>(path, { password }));
    } catch (error) {
      toast.error(title, { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  const reset = () => {
    setMode('idle');
    setEnrolment(null);
  };

  // Each step replaces the controls that led to it, so focus would fall to <body>: move it to
  // the new step (its first field, else its first button), and back to the buttons after it.
  const stepRef = useRef<HTMLDivElement>(null);
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    const step = stepRef.current;
    const target =
      step?.querySelector<HTMLElement>('input:not([disabled])') ??
      step?.querySelector<HTMLElement>('button:not([disabled])');
    target?.focus();
  }, [mode]);

  return (
    <div ref={stepRef} className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {enabled ? (
          <Badge className="gap-1">
            <ShieldCheck aria-hidden="true" className="size-3.5" /> On
          </Badge>
        ) : (
          <Badge variant="secondary" className="gap-1">
            <ShieldOff aria-hidden="true" className="size-3.5" /> Off
          </Badge>
        )}
        <p className="text-sm text-muted-foreground">
          {enabled
            ? 'Signing in asks for a code from your authenticator app after your password.'
            : 'Add a second step to sign-in: a code from an authenticator app.'}
        </p>
      </div>

      {mode === 'idle' && !enabled && (
        <Button type="button" className="w-fit" onClick={() => setMode('enable')}>
          Turn on two-factor authentication
        </Button>
      )}
      {mode === 'idle' && enabled && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setMode('regenerate')}>
            Regenerate backup codes
          </Button>
          <Button type="button" variant="destructive" onClick={() => setMode('disable')}>
            Turn off two-factor authentication
          </Button>
        </div>
      )}

      {mode === 'enable' && (
        <PasswordStep
          action="Continue"
          busy={busy}
          onCancel={reset}
          onSubmit={(password) =>
            void run<{ totpURI: string; backupCodes: string[] }>(
              '/two-factor/enable',
              password,
              'Error enabling two-factor authentication',
              (data) => {
                setEnrolment(data);
                setMode('verify');
              },
            )
          }
        />
      )}
      {mode === 'verify' && enrolment && (
        <EnrollStep
          totpURI={enrolment.totpURI}
          backupCodes={enrolment.backupCodes}
          onCancel={reset}
          onVerified={() => {
            reset();
            void onChanged();
          }}
        />
      )}
      {mode === 'regenerate' && (
        <>
          <p className="text-sm text-muted-foreground">New backup codes replace the old ones, which stop working.</p>
          <PasswordStep
            action="Generate new codes"
            busy={busy}
            onCancel={reset}
            onSubmit={(password) =>
              void run<{ backupCodes: string[] }>(
                '/two-factor/generate-backup-codes',
                password,
                'Error generating backup codes',
                (data) => {
                  setCodes(data.backupCodes);
                  setMode('codes');
                  toast.success('New backup codes generated', { description: 'Your old backup codes no longer work.' });
                },
              )
            }
          />
        </>
      )}
      {mode === 'codes' && (
        <>
          <BackupCodes codes={codes} />
          <Button type="button" className="w-fit" onClick={reset}>
            Done
          </Button>
        </>
      )}
      {mode === 'disable' && (
        <>
          <p className="text-sm text-muted-foreground">
            Your authenticator app and backup codes will stop working for this account.
          </p>
          <PasswordStep
            action="Turn off"
            destructive
            busy={busy}
            onCancel={reset}
            onSubmit={(password) =>
              void run('/two-factor/disable', password, 'Error disabling two-factor authentication', () => {
                toast.success('Two-factor authentication turned off');
                reset();
                void onChanged();
              })
            }
          />
        </>
      )}
    </div>
  );
}
