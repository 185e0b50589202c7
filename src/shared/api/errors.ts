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
      /** The request's id, also in the X-Request-Id header and on the server's log lines. */
      requestId: z.string().optional().meta({ example: '0b5c6f8e-7d1a-4c61-9a55-2f1e0c9d3b7a' }),
    }),
  })
  .meta({ id: 'Error' });
export type ApiErrorBody = z.infer<typeof ErrorSchema>;
