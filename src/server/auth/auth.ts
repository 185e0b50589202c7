/**
 * Accounts with better-auth: email and password (hashed by the library), email verification
 * and password reset by mail, GitHub and Google when configured, TOTP two-factor with backup
 * codes, roles (admin plugin), rate limits kept in the database, http-only session cookies.
 */
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { buildSyntheticUserOutput } from 'better-auth/db';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import { generateBackupCodes } from './backup-codes';
import {
  clearSignInFailures,
  mayMailRecipient,
  recordSignInFailure,
  signInWaitMessage,
  signInWaitMs,
} from './account-throttle';
import { deleteSessionCookie } from 'better-auth/cookies';
import { UpdateMeSchema } from '../../shared/schemas';
import { validationMessage } from '../errors';
import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements, userAc } from 'better-auth/plugins/admin/access';
import type { Database } from '../db/client';
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../db/schema';
import type { Mailer } from '../lib/mailer';
import { PRODUCT_NAME } from '../../shared/constants';
import { EMAIL_NOT_VERIFIED_MESSAGE, SIGN_UP_CLOSED_MESSAGE } from '../../shared/admin-schemas';
import { getSiteSettings, isSignUpAllowed, siteNameFor } from '../features/admin/settings.service';
import { generateUsername, isUsernameTaken } from '../features/users/usernames.service';
import { USERNAME_TAKEN_MESSAGE } from '../../shared/usernames';
import { betterAuthLogger, logger } from '../lib/logger';

export type AuthProviders = {
  github?: { clientId: string; clientSecret: string };
  google?: { clientId: string; clientSecret: string };
};

export type AuthOptions = {
  db: Database;
  baseUrl: string;
  secret: string;
  mailer: Mailer;
  providers?: AuthProviders;
  /** Rate limits are on everywhere but can be loosened for tests that sign in often. */
  rateLimit?: { signIn: number; signUp: number; reset: number };
  /**
   * Replaces better-auth's password hashing (scrypt, N=16384). Only the API tests set it, to a
   * cheaper scrypt: they sign up hundreds of accounts, and the hash's cost is not under test.
   */
  passwordHasher?: {
    hash: (password: string) => Promise<string>;
    verify: (data: { hash: string; password: string }) => Promise<boolean>;
  };
};

// Roles of docs/product.md: a super admin has an admin's permissions (and cannot be removed,
// which the admin service enforces).
const accessControl = createAccessControl(defaultStatements);
const roles = {
  user: accessControl.newRole({ ...userAc.statements }),
  admin: accessControl.newRole({ ...adminAc.statements }),
  super_admin: accessControl.newRole({ ...adminAc.statements }),
};

export const CLIENT_IP_HEADER = 'x-prompt-commons-client-ip';

const SIGN_UP_NAME_MAX = 100;

export const SESSION_MAX_AGE_S = 7 * 24 * 60 * 60;

export function createAuth(options: AuthOptions) {
  const { db, baseUrl, secret, mailer, providers = {} } = options;
  const limits = options.rateLimit ?? { signIn: 5, signUp: 5, reset: 3 };
  /** Someone signed up with an address that has an account: its owner is told, the caller is not. */
  const mailExistingOwner = async (email: string) => {
    const site = await siteNameFor(db);
    await mailer.send({
      to: email,
      subject: `You already have a ${site} account`,
      text: `Someone tried to create a ${site} account with this address, which already has one.\n\nIf it was you, sign in: ${baseUrl}/login\nForgot your password? Reset it: ${baseUrl}/reset-password\n\nIf it wasn't you, ignore this message: nothing was changed.`,
    });
  };
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [baseUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // With real mail delivery, an address must be verified before signing in; with the
      // log mailer a local user would otherwise be stuck (docs/product.md).
      requireEmailVerification: mailer.delivers,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      ...(options.passwordHasher ? { password: options.passwordHasher } : {}),
      resetPasswordTokenExpiresIn: 60 * 60,
      // With verification required, a sign-up with a taken address is answered as a new one
      // (no account is revealed) and the owner is told instead (below, and the after hook).
      onExistingUserSignUp: async ({ user }) => mailExistingOwner(user.email),
      revokeSessionsOnPasswordReset: true,
      // A password reset also clears the account's wrong-password delay (account-throttle.ts).
      onPasswordReset: async ({ user }) => clearSignInFailures(db, user.email),
      sendResetPassword: async ({ user, url }) => {
        // Per recipient, beside the per-address limit: the answer is the same, the mail is not sent.
        if (!(await mayMailRecipient(db, 'reset', user.email))) return;
        const site = await siteNameFor(db);
        await mailer.send({
          to: user.email,
          subject: `Reset your ${site} password`,
          text: `Someone asked to reset the password of your ${site} account.\n\nSet a new password: ${url}\n\nThe link works once and expires in an hour. If it wasn't you, ignore this message.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // With SMTP, signing in to an unverified account (after the password checks out) sends a
      // fresh link, so an expired one is not a dead end.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        if (!(await mayMailRecipient(db, 'verify', user.email))) return;
        const site = await siteNameFor(db);
        await mailer.send({
          to: user.email,
          subject: `Verify your email for ${site}`,
          text: `Welcome to ${site}!\n\nConfirm your email address: ${url}\n\nThe link expires in 24 hours.`,
        });
      },
    },
    socialProviders: {
      ...(providers.github ? { github: { ...providers.github } } : {}),
      ...(providers.google ? { google: { ...providers.google } } : {}),
    },
    session: {
      expiresIn: SESSION_MAX_AGE_S,
      // An active user's session is renewed once a day, so they stay signed in.
      updateAge: 24 * 60 * 60,
    },
    user: {
      // The public handle (src/shared/usernames.ts), checked by the sign-up hook below.
      additionalFields: { username: { type: 'string', required: false, input: true } },
      // Accounts are deleted through DELETE /api/me (account.service.ts), which keeps a super
      // admin, recomputes the ratings they gave and anonymises or deletes their prompts;
      // better-auth's own /delete-user would skip all of that.
      deleteUser: { enabled: false },
      changeEmail: { enabled: false },
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['github', 'google'] } },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: limits.signIn },
        '/sign-up/email': { window: 60, max: limits.signUp },
        '/request-password-reset': { window: 300, max: limits.reset },
        // It mails a link to any unverified address it is given: limited like a reset.
        '/send-verification-email': { window: 300, max: limits.reset },
        '/two-factor/verify-totp': { window: 60, max: limits.signIn },
        // Password checks for a signed-in session (someone holding a stolen session could
        // otherwise guess the password at the default 100 a minute).
        '/change-password': { window: 60, max: limits.signIn },
        '/verify-password': { window: 60, max: limits.signIn },
        '/two-factor/verify-backup-code': { window: 60, max: limits.signIn },
        // These check the password too: limited like sign-in (the plugin's own rule allowed
        // 3 every 10 s, 18 a minute).
        '/two-factor/enable': { window: 60, max: limits.signIn },
        '/two-factor/disable': { window: 60, max: limits.signIn },
        '/two-factor/generate-backup-codes': { window: 60, max: limits.signIn },
        // Every page load and the 30 s session check read the session. better-auth's window
        // restarts with each request, so a steady reader never got below the default 100 and
        // was then answered 429, which the client reads as signed out. Reading one's own
        // session guards nothing worth limiting.
        '/get-session': false,
      },
    },
    // Its messages go through the app's logger as JSON lines, without ANSI colours.
    logger: betterAuthLogger(logger),
    advanced: {
      // The app puts the caller's address (socket, or X-Forwarded-For with TRUST_PROXY) in
      // this header before handing the request over; a client cannot set it (auth.routes.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Site settings (docs/decisions/010-admin-api.md) apply without a restart: they are read
    // (through a 5 s cache) on every email sign-up and sign-in.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          // The profile fields a sign-up may set follow PATCH /api/me's rules (the username's
          // rules and that it is free, an http(s) avatar).
          // A username is required here (the sign-up form asks for it); `name` is better-auth's
          // own field, kept but not shown, so it is only bounded.
          const profile = UpdateMeSchema.safeParse({
            username: ctx.body?.username ?? '',
            avatarUrl: ctx.body?.image ?? null,
          });
          if (!profile.success) throw new APIError('BAD_REQUEST', { message: validationMessage(profile.error) });
          if (typeof ctx.body?.name === 'string' && ctx.body.name.length > SIGN_UP_NAME_MAX) {
            throw new APIError('BAD_REQUEST', { message: `name can be at most ${SIGN_UP_NAME_MAX} characters` });
          }
          if (await isUsernameTaken(db, profile.data.username ?? ''))
            throw new APIError('CONFLICT', { message: USERNAME_TAKEN_MESSAGE });
          ctx.body.username = profile.data.username;
          const email = typeof ctx.body?.email === 'string' ? ctx.body.email : '';
          if (!(await isSignUpAllowed(db, email))) throw new APIError('FORBIDDEN', { message: SIGN_UP_CLOSED_MESSAGE });
          // better-auth refuses a taken address with 422 unless it requires verification itself
          // (SMTP, onExistingUserSignUp above); when the setting requires it, the answer is the
          // one a new address gets (the after hook below), and the owner is told instead.
          if (!mailer.delivers && (await getSiteSettings(db)).requireEmailVerification) {
            const address = email.trim().toLowerCase();
            const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, address));
            if (taken) {
              await ctx.context.password.hash(String(ctx.body?.password ?? '')); // a new account's time
              await mailExistingOwner(address);
              const now = new Date();
              const user = buildSyntheticUserOutput(ctx.context.options, {
                id: ctx.context.generateId({ model: 'user' }) || crypto.randomUUID(),
                name: typeof ctx.body?.name === 'string' ? ctx.body.name : '',
                email: address,
                emailVerified: false,
                image: typeof ctx.body?.image === 'string' ? ctx.body.image : null,
                username: profile.data.username,
                createdAt: now,
                updatedAt: now,
              });
              return ctx.json({ token: null, user });
            }
          }
        }
        // Per account, whatever the caller's address: a delay after repeated wrong passwords.
        if (ctx.path === '/sign-in/email' && typeof ctx.body?.email === 'string') {
          const wait = await signInWaitMs(db, ctx.body.email);
          if (wait > 0) throw new APIError('TOO_MANY_REQUESTS', { message: signInWaitMessage(wait) });
        }
        // With SMTP, better-auth itself requires verification; without it the setting decides.
        if (ctx.path === '/sign-in/email' && !mailer.delivers && (await getSiteSettings(db)).requireEmailVerification) {
          const email = typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : '';
          const [row] = await db
            .select({ emailVerified: users.emailVerified })
            .from(users)
            .where(eq(users.email, email));
          if (row && !row.emailVerified) throw new APIError('FORBIDDEN', { message: EMAIL_NOT_VERIFIED_MESSAGE });
        }
      }),
      // Likewise, a sign-up must not sign in while the setting asks for a verified address: the
      // account is created and its verification email sent, but the session better-auth made is
      // deleted, its cookie cleared, and the answer carries no token (as with SMTP).
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email' && typeof ctx.body?.email === 'string') {
          const returned = ctx.context.returned;
          if (isAPIError(returned)) {
            if (returned.body?.code === 'INVALID_EMAIL_OR_PASSWORD') await recordSignInFailure(db, ctx.body.email);
          } else {
            await clearSignInFailures(db, ctx.body.email);
          }
          return;
        }
        if (ctx.path !== '/sign-up/email' || mailer.delivers) return;
        const created = ctx.context.newSession;
        if (!created || !(await getSiteSettings(db)).requireEmailVerification) return;
        await ctx.context.internalAdapter.deleteSession(created.session.token);
        deleteSessionCookie(ctx);
        const made = ctx.context.returned as { user?: unknown } | undefined;
        return ctx.json({ token: null, user: made?.user ?? null });
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // New accounts from GitHub or Google follow the same sign-up setting. Admins creating
          // users (/admin/create-user: first-admin setup, the CLI) and email sign-up (checked
          // above, with a clear message) pass.
          before: async (user, ctx) => {
            const path = ctx?.path ?? '';
            if (
              (path.startsWith('/callback') || path.startsWith('/sign-in/social')) &&
              !(await isSignUpAllowed(db, user.email))
            ) {
              return false;
            }
            // Email sign-up brings a checked username; other ways in get one from their name.
            const given = (user as { username?: unknown }).username;
            if (typeof given === 'string' && given) return;
            return { data: { ...user, username: await generateUsername(db, user.name ?? '') } };
          },
        },
      },
    },
    plugins: [
      // Backup codes without look-alike characters (backup-codes.ts); entry is normalised in auth.routes.ts.
      twoFactor({
        issuer: PRODUCT_NAME,
        backupCodeOptions: { customBackupCodesGenerate: () => generateBackupCodes() },
      }),
      admin({ ac: accessControl, roles, defaultRole: 'user', adminRoles: ['admin', 'super_admin'] }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
