/** Shapes of the sign-in support routes beside better-auth (src/server/auth). */
import { z } from 'zod';

export const AUTH_PROVIDER_IDS = ['github', 'google'] as const;
export type AuthProviderId = (typeof AUTH_PROVIDER_IDS)[number];

/** GET /api/auth-providers: the third-party providers this installation has configured. */
export const AuthProvidersSchema = z.object({ providers: z.array(z.enum(AUTH_PROVIDER_IDS)) });
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;
