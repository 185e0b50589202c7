import { useEffect, useSyncExternalStore } from 'react';
import type { ReactElement, ReactNode } from 'react';
import type * as TooltipModule from './tooltip';
import { whenIdle } from '../../lib/when-idle';

/**
 * A tooltip whose code (Radix Tooltip and floating-ui, ~35 KB) is not in the home page's entry
 * chunk (docs/decisions/020-light-first-page.md). The trigger renders bare for the first paint;
 * the tooltip's chunk is fetched once the browser is idle, and every deferred tooltip then wraps
 * its trigger.
 */
type TooltipParts = typeof TooltipModule;

let parts: TooltipParts | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadTooltip(): Promise<void> {
  loading ??= import('./tooltip').then((module) => {
    parts = module;
    for (const listener of listeners) listener();
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type DeferredTooltipProps = {
  label: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The trigger: one element that takes a ref (a Button). */
  children: ReactElement;
};

export function DeferredTooltip({ label, open, onOpenChange, children }: DeferredTooltipProps) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => parts,
    () => null,
  );
  useEffect(() => {
    if (!parts) whenIdle(() => void loadTooltip());
  }, []);
  if (!loaded) return children;
  const { Tooltip, TooltipContent, TooltipTrigger } = loaded;
  return (
    <Tooltip open={open} onOpenChange={onOpenChange}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
