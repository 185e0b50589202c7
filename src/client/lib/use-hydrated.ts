import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server and while it hydrates that HTML; true from the render
 * after hydration, and at once on a page the browser draws itself
 * (docs/decisions/029-server-rendering.md).
 *
 * A server-drawn form shows before its scripts run. Its submit button stays disabled until then:
 * pressing Enter in a field would otherwise make the browser submit the form itself, reloading
 * the page and losing what was typed (a disabled default button blocks implicit submission).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
