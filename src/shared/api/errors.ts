/**
 * The error envelope every API answer uses when it fails, /api/auth included
 * (docs/decisions/002-api-and-errors.md).
 */
import { z } from 'zod';

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'validation_error' }),
      message: z.string().meta({ example: 'title: Title is required' }),
      fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ApiErrorBody = z.infer<typeof ErrorSchema>;
