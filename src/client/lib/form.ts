/**
 * The one form abstraction of the client (docs/architecture.md, "Forms"): react-hook-form,
 * checked by the zod schema the server also uses (src/shared) through zodResolver, with the
 * screen's own wording where it differs from the schema's, and the server's field errors
 * (ApiError.fieldErrors) shown on the same fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver, ResolverOptions, ResolverResult, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api';

/**
 * How a screen words a failed check: given the field, the zod issue code (`too_small`,
 * `too_big`, …) and the schema's message, the text to show, or undefined to keep the message.
 */
export type FieldMessage = (field: string, code: string, message: string) => string | undefined;

/** Top-level field → its first message: the form's errors as plain text. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/**
 * The first problem of each top-level field of a failed parse, reworded by `message`. The one
 * place that turns zod issues into field messages, for checks that run outside a form.
 */
export function fieldErrorsOf<F extends string = string>(error: z.ZodError, message?: FieldMessage): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || errors[field as F] !== undefined) continue;
    errors[field as F] = message?.(field, issue.code, issue.message) ?? issue.message;
  }
  return errors;
}

/**
 * zodResolver for `schema`, with the screen's wording applied to each field's first problem.
 * `prepare` turns the form's values into the schema's input first (trimming, optional fields
 * left empty). Every form checks its values through it before submitting.
 */
export function formResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, FieldValues>,
  options: { message?: FieldMessage; prepare?: (values: Values) => FieldValues } = {},
): Resolver<Values, unknown, Output> {
  const { message, prepare } = options;
  const resolve = zodResolver<FieldValues, unknown, Output>(schema);
  return async (values, context, resolverOptions) => {
    const input = prepare ? prepare(values) : values;
    const result = await resolve(input, context, resolverOptions as ResolverOptions<FieldValues>);
    if (message) {
      for (const [field, error] of Object.entries(result.errors)) {
        if (!error || typeof error.message !== 'string') continue;
        error.message = message(field, String(error.type), error.message) ?? error.message;
      }
    }
    return result as ResolverResult<Values, Output>;
  };
}

/**
 * Puts the server's field errors (`{ error: { fieldErrors } }`) on the form's fields; `fields`
 * maps a server field name to the form's where they differ. Returns the fields it set, in the
 * order given, so the screen can focus the first.
 */
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: Partial<Record<string, Path<T>>>,
): Path<T>[] {
  if (!(error instanceof ApiError) || !error.fieldErrors) return [];
  const set: Path<T>[] = [];
  for (const [serverField, formField] of Object.entries(fields)) {
    const text = error.fieldErrors[serverField]?.[0];
    if (!formField || !text) continue;
    setError(formField, { type: 'server', message: text });
    set.push(formField);
  }
  return set;
}
