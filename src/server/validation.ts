import type { Hook } from '@hono/zod-openapi';
import { validationError } from './errors';

/** Every route's validation failure becomes the one error shape (400, with field errors). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const validationHook: Hook<any, any, any, any> = (result) => {
  if (!result.success) throw validationError(result.error);
};
