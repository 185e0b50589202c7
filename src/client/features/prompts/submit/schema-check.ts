/**
 * The submit form's last check before sending: the schema the server validates with (tag length
 * and count, text limits). It is the only part of /submit that needs zod (about 90 KB of
 * script), so the page loads it once it is up (`loadSchemaCheck`) rather than before it can
 * hydrate.
 */
import { PromptFieldsSchema } from '../../../../shared/schemas';
import { fieldErrorsOf } from '../../../lib/form';
import type { FieldErrors, SubmitField } from './use-submit-prompt';

export type SchemaProblem = { fieldErrors: FieldErrors; first: string | undefined };

/** The fields' problems by the server's schema, or null when it accepts them. */
export function schemaProblems(fields: Record<SubmitField, unknown>): SchemaProblem | null {
  const parsed = PromptFieldsSchema.safeParse(fields);
  if (parsed.success) return null;
  return { fieldErrors: fieldErrorsOf<SubmitField>(parsed.error), first: parsed.error.issues[0]?.message };
}
