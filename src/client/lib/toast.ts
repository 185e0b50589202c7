/**
 * The site's toasts, with sonner loaded on the first one (docs/decisions/030-lighter-first-page.md).
 * Nothing on a first visit shows a toast, so the library and its styles (8 KB as sent) are not
 * part of the page's JavaScript. The first call loads it and mounts the Toaster (app-toaster.tsx);
 * that call and any made meanwhile are shown as soon as the Toaster listens, in order.
 */
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;
type Show = (sonner: Sonner) => void;

let sonner: Sonner | null = null;
let listening = false;
let requested = false;
const waiting: Show[] = [];
const subscribers = new Set<() => void>();

function show(call: Show): void {
  if (sonner && listening) {
    call(sonner);
    return;
  }
  waiting.push(call);
  if (!requested) {
    requested = true;
    for (const notify of subscribers) notify();
  }
}

/** Whether a toast has been asked for: the Toaster is mounted from then on (app-toaster.tsx). */
export function toastsRequested(): boolean {
  return requested;
}

export function subscribeToToastRequests(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/**
 * Called by the mounted Toaster once it listens: shows what was asked for before. Returns what
 * to call when it goes away (toasts wait again until the next one listens).
 */
export function toasterListening(module: Sonner): () => void {
  sonner = module;
  listening = true;
  for (const call of waiting.splice(0)) call(module);
  return () => {
    listening = false;
  };
}

/** sonner's `toast`, as far as the site uses it. */
export const toast = Object.assign((title: string, data?: ExternalToast) => show((s) => s.toast(title, data)), {
  success: (title: string, data?: ExternalToast) => show((s) => s.toast.success(title, data)),
  error: (title: string, data?: ExternalToast) => show((s) => s.toast.error(title, data)),
  dismiss: (id?: string | number) => {
    if (sonner) sonner.toast.dismiss(id);
  },
});
