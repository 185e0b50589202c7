/**
 * zod in the browser runs without its JIT. zod 4 probes `new Function('')` when the first object
 * schema is made, which the site's CSP (no 'unsafe-eval') refuses and Chrome reports as an issue
 * on every page with a form (Lighthouse best practices < 100). main.tsx imports this first, so
 * the setting is in place before any lazily loaded screen defines a schema.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod,
 * zod/v4/core/core.js) and adopts an object already there; setting it directly keeps zod itself
 * out of the home page's entry chunk (`z.config` would bring 10 KB of zod's utilities).
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const holder = globalThis as ZodGlobal;
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
