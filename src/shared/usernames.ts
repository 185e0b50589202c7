/**
 * Usernames (docs/decisions/013-usernames-and-profiles.md): the public handle shown as the
 * author of prompts and comments and in /u/{username}. One schema for the sign-up form, the
 * account form and the server.
 */
import { z } from 'zod';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * Names that would read as the site itself or collide with a top-level route. Compared in
 * lower case. Keep in step with the list in drizzle/0012_usernames.sql.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'about',
  'account',
  'accounts',
  'admin',
  'admins',
  'anonymous',
  'api',
  'assets',
  'auth',
  'category',
  'contact',
  'create-guide',
  'dashboard',
  'help',
  'login',
  'logout',
  'me',
  'my-prompts',
  'null',
  'privacy',
  'prompt',
  'prompts',
  'register',
  'reset-password',
  'robots',
  'root',
  'saved',
  'settings',
  'signin',
  'sign-in',
  'signout',
  'sign-out',
  'signup',
  'sign-up',
  'sitemap',
  'static',
  'submit',
  'support',
  'system',
  'tag',
  'tags',
  'u',
  'undefined',
  'user',
  'users',
  'www',
]);

export const USERNAME_TAKEN_MESSAGE = 'That username is taken';
export const USERNAME_RESERVED_MESSAGE = 'That username is reserved: please choose another';
export const USERNAME_REQUIRED_MESSAGE = 'Choose a username';
export const USERNAME_RULES = `${USERNAME_MIN} to ${USERNAME_MAX} characters: letters, digits, - and _`;

export const isReservedUsername = (name: string): boolean => RESERVED_USERNAMES.has(name.toLowerCase());

export const UsernameSchema = z
  .string({ error: (issue) => (issue.input === undefined ? USERNAME_REQUIRED_MESSAGE : 'Username must be text') })
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, USERNAME_REQUIRED_MESSAGE)
      .min(USERNAME_MIN, `A username has at least ${USERNAME_MIN} characters`)
      .max(USERNAME_MAX, `A username has at most ${USERNAME_MAX} characters`)
      .regex(USERNAME_PATTERN, 'A username uses only letters, digits, - and _')
      .refine((s) => !isReservedUsername(s), USERNAME_RESERVED_MESSAGE),
  );

// In its own zod-free module so the home page's JavaScript does not carry zod.
export { profilePath } from './profile-path';
