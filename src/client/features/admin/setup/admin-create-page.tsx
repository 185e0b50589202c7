/**
 * /admin/create (docs/product.md: Create, docs/product.md "Security-minded replacements"): first-run setup.
 * While no admin exists (GET /api/admin/setup → needed), anyone may create the first admin, a
 * super admin, with POST /api/admin/setup; no value is prefilled. The answer signs the new admin
 * in, so the screen goes on to /admin. Once an admin exists the route checks the role like the
 * other admin screens, and admins are told to promote users instead.
 */
import { useSiteInfo } from '../../../lib/site-info';
import { useState } from 'react';
import type * as React from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2Icon, ShieldCheckIcon, UsersIcon } from 'lucide-react';
import { toast } from '../../../lib/toast';
import {
  ADMIN_EXISTS_MESSAGE,
  ADMIN_PASSWORD_MAX,
  ADMIN_PASSWORD_MIN,
  AdminSetupSchema,
  type AdminSetupInput,
} from '../../../../shared/admin-schemas';
import { LoadError } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ApiError, apiCall, errorMessage } from '../../../lib/api';
import { formResolver, setServerFieldErrors } from '../../../lib/form';
import { endpoints, type ResponseOf } from '../../../../shared/api/endpoints';
import { Field } from '../../account/auth-ui';
import { useSessionChanged } from '../../../lib/use-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminChecking, AdminPageHeader } from '../admin-layout';
import { useAdminAccess } from '../use-admin-access';

export const CREATE_ADMIN_TITLE = 'Create Admin User';
export const ADMIN_CREATED = 'Admin user created';
export const ERROR_CREATING_ADMIN = 'Error creating admin';
export const CHECKING_SETUP = 'Checking whether an admin exists…';

export type SetupStatus = ResponseOf<typeof endpoints.setupStatus>;
export const adminSetupKey = ['admin', 'setup'] as const;

type FieldName = 'email' | 'password' | 'username';
type SetupValues = Record<FieldName, string>;

/** The form checks what the server will (AdminSetupSchema), on the body it will send. */
const setupResolver = formResolver<SetupValues, AdminSetupInput>(AdminSetupSchema, {
  prepare: (values) => ({
    email: values.email.trim(),
    password: values.password,
    username: values.username.trim() || undefined,
  }),
});

export default function AdminCreatePage() {
  const site = useSiteInfo();
  useDocumentTitle(`${CREATE_ADMIN_TITLE} · ${site.name}`);
  const client = useQueryClient();
  const setup = useQuery({
    queryKey: adminSetupKey,
    queryFn: () => apiCall(endpoints.setupStatus),
    staleTime: 0,
  });
  const isNeeded = setup.data?.needed;
  // Once an admin exists this is an admin screen: visitors go to /login, non-admins to /.
  const access = useAdminAccess(isNeeded === false);

  let body: React.ReactNode;
  if (setup.isPending) {
    body = (
      <p role="status" aria-live="polite" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
        <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
        {CHECKING_SETUP}
      </p>
    );
  } else if (setup.isError) {
    body = (
      <LoadError
        message="Could not check whether an admin exists."
        detail={errorMessage(setup.error)}
        onRetry={() => void setup.refetch()}
        className="p-6"
      />
    );
  } else if (isNeeded) {
    body = <SetupForm onAdminExists={() => client.setQueryData<SetupStatus>(adminSetupKey, { needed: false })} />;
  } else if (access !== 'allowed') {
    body = <AdminChecking />;
  } else {
    body = <AdminExistsCard />;
  }

  return (
    <div className="mx-auto w-full max-w-lg">
      <AdminPageHeader
        title={CREATE_ADMIN_TITLE}
        description={
          isNeeded
            ? 'No administrator exists yet. Create the first one: it becomes the super admin and is signed in at once.'
            : 'First-run setup of the site’s administrator.'
        }
      />
      {body}
    </div>
  );
}

function SetupForm({ onAdminExists }: { onAdminExists: () => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const sessionChanged = useSessionChanged();
  const form = useForm<SetupValues, unknown, AdminSetupInput>({
    defaultValues: { email: '', password: '', username: '' },
    resolver: setupResolver,
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const [isBusy, setIsBusy] = useState(false);

  /** A message already shown follows the typing, so it goes away once the value is right. */
  const field = (name: FieldName) =>
    form.register(name, {
      onChange: () => {
        if (form.getFieldState(name).error) void form.trigger(name);
      },
    });

  const submit = form.handleSubmit(async (body) => {
    setIsBusy(true);
    try {
      const created = await apiCall(endpoints.setupAdmin, { json: body });
      // The answer set the new super admin's session cookie: read it before opening /admin.
      await sessionChanged();
      toast.success(ADMIN_CREATED, { description: created.email });
      void navigate('/admin', { replace: true });
      void client.invalidateQueries({ queryKey: adminSetupKey });
    } catch (error) {
      setIsBusy(false);
      if (error instanceof ApiError && error.status === 409) {
        toast.error(ADMIN_EXISTS_MESSAGE, { description: 'Another administrator was created first.' });
        onAdminExists();
        return;
      }
      const [first] = setServerFieldErrors(form.setError, error, {
        email: 'email',
        password: 'password',
        username: 'username',
      });
      if (first) form.setFocus(first);
      toast.error(ERROR_CREATING_ADMIN, { description: errorMessage(error) });
    }
  });

  return (
    <Card aria-labelledby="admin-setup-title" role="region">
      <CardHeader>
        <CardTitle as="h2" id="admin-setup-title" className="flex items-center gap-2 text-lg">
          <ShieldCheckIcon className="size-5 text-muted-foreground" aria-hidden="true" />
          First administrator
        </CardTitle>
        <CardDescription>Use an address you can receive email at; you will sign in with it.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="grid gap-4"
          aria-busy={isBusy || undefined}
        >
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-required="true"
            maxLength={254}
            error={errors.email?.message}
            {...field('email')}
          />
          <Field
            label="Password"
            type="password"
            autoComplete="new-password"
            aria-required="true"
            maxLength={ADMIN_PASSWORD_MAX}
            error={errors.password?.message}
            hint={`${ADMIN_PASSWORD_MIN} to ${ADMIN_PASSWORD_MAX} characters. A passphrase of a few words is easy to remember.`}
            {...field('password')}
          />
          <Field
            label="Username (optional)"
            autoComplete="nickname"
            maxLength={50}
            error={errors.username?.message}
            hint="Shown as the author of the admin’s prompts. Leave empty for Administrator."
            {...field('username')}
          />
          <Button type="submit" className="w-full sm:w-fit" disabled={isBusy}>
            {isBusy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {isBusy ? 'Creating...' : 'Create admin user'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function AdminExistsCard() {
  return (
    <Card aria-labelledby="admin-exists-title" role="region">
      <CardHeader>
        <CardTitle as="h2" id="admin-exists-title" className="text-lg">
          {ADMIN_EXISTS_MESSAGE}
        </CardTitle>
        <CardDescription>This utility only creates the site’s first administrator.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <p>
          To make someone else an admin, ask them to sign up (or invite them), then promote their account on the Users
          screen. Changing roles takes a super admin.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/admin/users">
              <UsersIcon aria-hidden="true" />
              Go to Users
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin">Admin Dashboard</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
