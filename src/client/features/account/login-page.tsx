/**
 * /login (docs/product.md#screens-and-routes, Login screen): tabs Sign In and Sign Up, email and password, confirm
 * password on sign-up, third-party sign-in for the configured providers, Forgot password? and
 * the privacy policy link. Accounts with a verified TOTP factor get a code step after the
 * password (docs/product.md#screens-and-routes: aal1 → aal2).
 */
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FormEvent } from 'react';
import { returnPath } from './return-path';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Info, MailCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Separator } from '../../components/ui/separator';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { apiCall, authCall, ApiError, errorMessage } from '../../lib/api';
import { endpoints } from '../../../shared/api/endpoints';
import type { AuthProviderId } from '../../../shared/api/auth';
import { useSiteInfo } from '../../lib/site-info';
import { SIGN_UP_CLOSED_MESSAGE } from '../../../shared/constants';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthFrame, Field } from './auth-ui';
import { TwoFactorStep } from './two-factor-step';
import { VERIFIED_RETURN } from './verified-return';
import { USERNAME_MAX, USERNAME_RULES, UsernameSchema } from '../../../shared/usernames';
import { useSessionChanged } from '../../lib/use-session';

type Provider = AuthProviderId;
const PROVIDER_NAMES: Record<Provider, string> = { github: 'GitHub', google: 'Google' };

function missingFields() {
  toast.error('Missing fields', { description: 'Please fill in all required fields.' });
}

function authFailed(error: unknown) {
  toast.error('Authentication error', { description: errorMessage(error) });
}

function useProviders() {
  return useQuery({
    queryKey: ['auth-providers'],
    queryFn: () => apiCall(endpoints.authProviders),
    staleTime: Infinity,
    retry: false,
  });
}

function ProviderButtons() {
  const { data } = useProviders();
  const [busy, setBusy] = useState<Provider | null>(null);
  const providers = data?.providers ?? [];
  if (!providers.length) return null;

  async function start(provider: Provider) {
    setBusy(provider);
    try {
      const result = await authCall<{ url?: string }>('/sign-in/social', {
        provider,
        callbackURL: '/',
        errorCallbackURL: '/login',
      });
      if (!result?.url) throw new ApiError(500, 'no_url', '');
      window.location.assign(result.url);
    } catch (error) {
      const server = error instanceof ApiError && error.fromServer ? error.message : null;
      toast.error('Authentication error', {
        description:
          provider === 'google'
            ? (server ?? 'Something went wrong with Google login')
            : (server ?? 'Something went wrong'),
      });
      setBusy(null);
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <Separator className="flex-1" />
        <span>or continue with</span>
        <Separator className="flex-1" />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {providers.map((provider) => (
          <Button
            key={provider}
            type="button"
            variant="outline"
            disabled={busy !== null}
            onClick={() => void start(provider)}
          >
            {busy === provider ? 'Redirecting...' : PROVIDER_NAMES[provider]}
          </Button>
        ))}
      </div>
    </div>
  );
}

type SignInProps = { onTwoFactor: () => void; onSignedIn: () => Promise<void> };
type SignInValues = { email: string; password: string };

function SignInForm({ onTwoFactor, onSignedIn }: SignInProps) {
  const form = useForm<SignInValues>({ defaultValues: { email: '', password: '' } });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ email, password }) => {
    if (!email.trim() || !password) return missingFields();
    try {
      const data = await authCall<{ twoFactorRedirect?: boolean } | null>('/sign-in/email', {
        email: email.trim(),
        password,
        // Where a verification email sent now leads back to (email-verified-notice.tsx).
        callbackURL: VERIFIED_RETURN,
      });
      if (data?.twoFactorRedirect) onTwoFactor();
      else await onSignedIn();
    } catch (error) {
      authFailed(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <Field label="Email" type="email" autoComplete="email" aria-required="true" {...form.register('email')} />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        aria-required="true"
        {...form.register('password')}
        labelAside={
          <Link to="/reset-password" className="text-sm text-primary underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        }
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

type SignUpProps = {
  initialEmail: string;
  onSignedIn: (welcome: boolean) => Promise<void>;
  onVerificationSent: (email: string) => void;
};

type SignUpValues = { username: string; email: string; 'new-password': string; 'confirm-password': string };

function SignUpForm({ initialEmail, onSignedIn, onVerificationSent }: SignUpProps) {
  const form = useForm<SignUpValues>({
    // An invitation's link carries the invited address (/login?tab=signup&email=…).
    defaultValues: { username: '', email: initialEmail, 'new-password': '', 'confirm-password': '' },
    // A message by the field stays while typing, until the next submit.
    reValidateMode: 'onSubmit',
  });
  const busy = form.formState.isSubmitting;
  const usernameError = form.formState.errors.username?.message;

  function submit(event: FormEvent<HTMLFormElement>) {
    // The username's message stays while required fields are missing; any other submit checks it anew.
    const shown = form.getFieldState('username').error;
    void form.handleSubmit(async (values) => {
      const { username, email } = values;
      const password = values['new-password'];
      const confirm = values['confirm-password'];
      if (!username.trim() || !email.trim() || !password || !confirm) {
        if (shown) form.setError('username', shown);
        return missingFields();
      }
      const checked = UsernameSchema.safeParse(username);
      if (!checked.success) {
        form.setError('username', { type: 'rules', message: checked.error.issues[0]?.message ?? USERNAME_RULES });
        form.setFocus('username');
        return;
      }
      if (password !== confirm) {
        toast.error("Passwords don't match", { description: 'Please make sure your passwords match.' });
        return;
      }
      try {
        const data = await authCall<{ token?: string | null } | null>('/sign-up/email', {
          email: email.trim(),
          password,
          name: checked.data,
          username: checked.data,
          callbackURL: VERIFIED_RETURN,
        });
        toast.success('Account created', { description: 'Please check your email to verify your account.' });
        // A session comes back unless the address must be verified before signing in.
        if (data?.token) await onSignedIn(false);
        else onVerificationSent(email.trim());
      } catch (error) {
        const message = errorMessage(error);
        if (/username/i.test(message)) {
          form.setError('username', { type: 'server', message: message.replace(/^username: /, '') });
          form.setFocus('username');
        }
        authFailed(error);
      }
    })(event);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Field
        label="Username"
        autoComplete="username"
        aria-required="true"
        maxLength={USERNAME_MAX}
        hint={`Shown on your prompts and comments and in your profile's address. ${USERNAME_RULES}.`}
        error={usernameError}
        {...form.register('username')}
      />
      <Field label="Email" type="email" autoComplete="email" aria-required="true" {...form.register('email')} />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        aria-required="true"
        hint="At least 8 characters."
        {...form.register('new-password')}
      />
      <Field
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        aria-required="true"
        {...form.register('confirm-password')}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  );
}

function VerificationSent({ email, onBack }: { email: string; onBack: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Card>
      <CardContent>
        <div ref={ref} tabIndex={-1} role="status" className="grid gap-3 text-center outline-none">
          <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
          <h2 className="text-xl font-semibold">Check your email</h2>
          <p className="text-sm text-muted-foreground">
            We've sent a verification link to <span className="font-medium text-foreground">{email}</span>. Open it to
            verify your account; you'll be signed in and taken to the home page. The link expires in 24 hours.
          </p>
          <Button type="button" variant="outline" onClick={onBack}>
            Back to sign in
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionChanged = useSessionChanged();
  const [tab, setTab] = useState<'signin' | 'signup'>(searchParams.get('tab') === 'signup' ? 'signup' : 'signin');
  const [step, setStep] = useState<'form' | 'two-factor' | 'verify-email'>('form');
  const [pendingEmail, setPendingEmail] = useState('');
  // Fresh from /api/site (shared with the header's query): whether sign-up is open right now.
  const site = useSiteInfo({ refresh: true });
  useDocumentTitle(`${tab === 'signup' ? 'Sign Up' : 'Sign In'} · ${site.name}`);

  // A failed third-party sign-in comes back here with ?error=…
  const oauthError = searchParams.get('error');
  useEffect(() => {
    if (!oauthError) return;
    toast.error('Authentication error', { description: 'Something went wrong' });
    setSearchParams(
      (params) => {
        params.delete('error');
        return params;
      },
      { replace: true },
    );
  }, [oauthError, setSearchParams]);

  async function signedIn(welcome = true) {
    await sessionChanged();
    if (welcome) toast.success('Signed in successfully', { description: 'Welcome back!' });
    await navigate(returnPath(location.state));
  }

  if (step === 'two-factor') {
    return (
      <AuthFrame title="Verify it's you">
        <TwoFactorStep onVerified={() => signedIn()} onCancel={() => setStep('form')} />
      </AuthFrame>
    );
  }

  if (step === 'verify-email') {
    return (
      <AuthFrame title="Account created">
        <VerificationSent
          email={pendingEmail}
          onBack={() => {
            setStep('form');
            setTab('signin');
          }}
        />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title={`Welcome to ${site.name}`}
      description={
        site.signUpOpen
          ? 'Sign in to manage your prompts and saved lists, or create a free account.'
          : 'Sign in to manage your prompts and saved lists. New accounts are by invitation.'
      }
    >
      <Card>
        <CardContent className="grid gap-6">
          <Tabs value={tab} onValueChange={(value) => setTab(value as 'signin' | 'signup')}>
            <TabsList className="mb-4 w-full">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm onTwoFactor={() => setStep('two-factor')} onSignedIn={() => signedIn()} />
            </TabsContent>
            <TabsContent value="signup">
              {!site.signUpOpen && (
                <div role="note" className="mb-4 flex gap-2 rounded-md border bg-muted p-3 text-sm">
                  <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <p>
                    <span className="font-medium">{SIGN_UP_CLOSED_MESSAGE}</span> If you were invited, sign up with the
                    address the invitation was sent to.
                  </p>
                </div>
              )}
              <SignUpForm
                initialEmail={searchParams.get('email') ?? ''}
                onSignedIn={signedIn}
                onVerificationSent={(email) => {
                  setPendingEmail(email);
                  setStep('verify-email');
                }}
              />
            </TabsContent>
          </Tabs>
          <ProviderButtons />
          <p className="text-center text-xs text-muted-foreground">
            By continuing you agree to how we handle your data, described in our{' '}
            <Link to="/privacy" className="text-primary underline underline-offset-4">
              privacy policy
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </AuthFrame>
  );
}
