/** Response shapes of the public profiles (/u/{username}; docs/decisions/013-usernames-and-profiles.md). */
import { z } from 'zod';

export const UserProfileSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    avatarUrl: z.string().nullable(),
    createdAt: z.string().meta({ description: 'When the account was made (the join date)' }),
    counts: z.object({
      prompts: z.number().int(),
      comments: z.number().int(),
      ratingsReceived: z.number().int().meta({ description: 'Ratings given to their prompts' }),
    }),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof UserProfileSchema>;
