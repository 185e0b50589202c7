/** Small building blocks shared by the login, reset-password and account screens. */
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/utils';

type FieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Shown under the input and announced with it; marks the input invalid. */
  error?: string | null;
  hint?: ReactNode;
  labelAside?: ReactNode;
};

/** A labelled input with an optional hint and error message tied to it. */
export function Field({ label, error, hint, labelAside, className, ...inputProps }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The page frame of the sign-in screens: a centred column with a heading. */
export function AuthFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md py-4 sm:py-8">
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{title}</h1>
        {description && <p className="mt-2 text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </div>
  );
}

/** A six-digit TOTP code: digits only, spaces ignored. */
export const normalizeCode = (value: string) => value.replace(/\s+/g, '');

/** The docs/product.md#screens-and-routes check before a code is sent: required, and six digits for TOTP. */
export function codeError(code: string, kind: 'totp' | 'backup'): string | null {
  if (!code)
    return kind === 'totp'
      ? 'A code is required: type the 6 digits your authenticator app shows.'
      : 'A backup code is required.';
  if (kind === 'totp' && !/^\d{6}$/.test(code)) return 'The code must be exactly 6 digits.';
  return null;
}
