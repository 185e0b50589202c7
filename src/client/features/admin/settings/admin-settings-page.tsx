/**
 * /admin/settings (docs/product.md: site settings get a real screen): site name and tagline (shown
 * in the header, footer and page titles), whether sign-up is open, and whether sign-in waits for
 * a verified email. GET and PATCH /api/admin/settings; applied without a restart.
 */
import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { InfoIcon, Loader2Icon } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { SiteSettingsUpdateSchema, type SiteSettings, type SiteSettingsUpdate } from '../../../../shared/admin-schemas';
import { LoadError } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api';
import { fieldErrorsOf, formResolver, type FieldErrors, type FieldMessage } from '../../../lib/form';
import { Field } from '../../account/auth-ui';
import { useSiteInfo } from '../../../lib/site-info';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPageHeader } from '../admin-layout';
import { useAdminSettings, useSaveSettings, type AdminSiteSettings } from './settings-api';

export const SETTINGS_SAVED_MESSAGE = 'Settings saved';
export const SMTP_VERIFICATION_NOTE =
  'This site sends email through SMTP, so email verification is always required: new accounts must verify their address before signing in, whatever this setting says.';

type TextField = 'siteName' | 'tagline';

/** The longest value the server accepts for a text setting (SiteSettingsUpdateSchema). */
function maxLength(field: TextField): number | undefined {
  const schema = SiteSettingsUpdateSchema.shape[field].unwrap();
  return schema.maxLength ?? undefined;
}

/** The server schema's problems with a text setting, in words for the form. */
const settingsMessage: FieldMessage = (field, code) => {
  if (code === 'too_small') return 'Enter a site name.';
  if (code === 'too_big') return `Use at most ${String(maxLength(field as TextField))} characters.`;
  return undefined;
};

const settingsResolver = formResolver<SiteSettings, SiteSettingsUpdate>(SiteSettingsUpdateSchema, {
  message: settingsMessage,
});

/** Checks the text fields with the server's own schema, in words for the form. */
export function validateSettings(values: Pick<SiteSettings, TextField>): FieldErrors<TextField> {
  const result = SiteSettingsUpdateSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf<TextField>(result.error, settingsMessage);
}

export default function AdminSettingsPage() {
  const site = useSiteInfo();
  useDocumentTitle(`Site Settings · Admin · ${site.name}`);
  const settings = useAdminSettings();

  useEffect(() => {
    if (settings.isError)
      toast.error('Error loading settings', {
        id: 'error-loading-settings',
        description: errorMessage(settings.error),
      });
  }, [settings.isError, settings.error, settings.errorUpdatedAt]);

  return (
    <div className="w-full max-w-3xl">
      <AdminPageHeader title="Site Settings" description="Applied at once, without a restart." />
      {settings.data ? (
        <SettingsForm saved={settings.data} />
      ) : settings.isError ? (
        <LoadError message="The settings could not be loaded." onRetry={() => void settings.refetch()} />
      ) : (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-48 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      )}
    </div>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle as="h2" id={id} className="text-lg">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

function SwitchRow({
  label,
  description,
  checked,
  onCheckedChange,
  note,
}: {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  note?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <label htmlFor={id} className="text-sm leading-none font-medium">
            {label}
          </label>
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        </div>
        <Switch
          id={id}
          checked={checked}
          onCheckedChange={onCheckedChange}
          aria-describedby={note ? `${id}-description ${id}-note` : `${id}-description`}
          className="mt-0.5"
        />
      </div>
      {note && <div id={`${id}-note`}>{note}</div>}
    </div>
  );
}

const pickSettings = (s: SiteSettings): SiteSettings => ({
  siteName: s.siteName,
  tagline: s.tagline,
  signUpOpen: s.signUpOpen,
  requireEmailVerification: s.requireEmailVerification,
});

function SettingsForm({ saved }: { saved: AdminSiteSettings }) {
  // Checked on submit; after a first attempt, errors follow the typing (react-hook-form's
  // reValidateMode), and the first invalid field takes the focus.
  const form = useForm<SiteSettings, unknown, SiteSettingsUpdate>({
    defaultValues: pickSettings(saved),
    resolver: settingsResolver,
  });
  const { errors, isSubmitted: submitted } = form.formState;
  const [siteName, tagline, signUpOpen, requireEmailVerification] = useWatch({
    control: form.control,
    name: ['siteName', 'tagline', 'signUpOpen', 'requireEmailVerification'],
  });
  const values: SiteSettings = { siteName, tagline, signUpOpen, requireEmailVerification };
  const save = useSaveSettings();

  const changes: SiteSettingsUpdate = {};
  if (values.siteName.trim() !== saved.siteName) changes.siteName = values.siteName.trim();
  if (values.tagline.trim() !== saved.tagline) changes.tagline = values.tagline.trim();
  if (values.signUpOpen !== saved.signUpOpen) changes.signUpOpen = values.signUpOpen;
  if (values.requireEmailVerification !== saved.requireEmailVerification) {
    changes.requireEmailVerification = values.requireEmailVerification;
  }
  const dirty = Object.keys(changes).length > 0;

  const submit = form.handleSubmit(() => {
    if (!dirty) return;
    save.mutate(changes, {
      onSuccess: (updated) => {
        form.reset(pickSettings(updated), { keepIsSubmitted: true });
        toast.success(SETTINGS_SAVED_MESSAGE);
      },
      onError: (error) => toast.error('Error saving settings', { description: errorMessage(error) }),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-6">
      <Section title="Identity" description="Shown in the header, the footer, page titles and link previews.">
        <Field
          label="Site name"
          required
          aria-required="true"
          error={errors.siteName?.message}
          hint={`Required, at most ${maxLength('siteName')} characters. The logo shows its initials.`}
          {...form.register('siteName')}
        />
        <Field
          label="Tagline"
          error={errors.tagline?.message}
          hint={`At most ${maxLength('tagline')} characters; shown in the footer and the home page title.`}
          {...form.register('tagline')}
        />
      </Section>

      <Section title="Accounts" description="Who can create an account, and when they can sign in.">
        <SwitchRow
          label="Sign-up open"
          description="Anyone can create an account. When off, only people an admin invited can sign up."
          checked={values.signUpOpen}
          onCheckedChange={(checked) => form.setValue('signUpOpen', checked)}
        />
        <SwitchRow
          label="Require email verification"
          description="Sign-in waits until the account's email address is verified."
          checked={values.requireEmailVerification}
          onCheckedChange={(checked) => form.setValue('requireEmailVerification', checked)}
          note={
            saved.emailDelivery ? (
              <p className="flex gap-2 rounded-md border bg-muted/50 p-3 text-sm text-muted-foreground">
                <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {SMTP_VERIFICATION_NOTE}
              </p>
            ) : (
              <p className="text-xs text-muted-foreground">
                No SMTP server is configured: emails, verification links included, are written to the server log.
              </p>
            )
          }
        />
      </Section>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save settings
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {save.isPending ? 'Saving…' : dirty ? 'You have unsaved changes.' : submitted ? 'All changes saved.' : ''}
        </p>
      </div>
    </form>
  );
}
