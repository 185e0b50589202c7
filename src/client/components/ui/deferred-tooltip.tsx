import { cloneElement, useCallback, useEffect, useState } from 'react';
import type { ReactElement, ReactNode, Ref } from 'react';
import type * as TooltipModule from './tooltip';
import { whenIdle } from '../../lib/when-idle';
import { setRef } from './slot';

/**
 * A tooltip whose code (Radix Tooltip and floating-ui, ~35 KB) is not in the home page's entry
 * chunk (docs/decisions/020-light-first-page.md). The trigger renders bare for the first paint;
 * the tooltip's chunk is fetched once the browser is idle, and every deferred tooltip then wraps
 * its trigger.
 *
 * Wrapping renders the trigger anew (a new element in the page). So a trigger under the pointer,
 * pressed or focused keeps its bare element until the pointer leaves and focus moves on: a click
 * whose press and release straddled the swap was lost (no copy, no toast), and a keyboard user's
 * focus fell back to the page.
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

const SETTLE_EVENTS = ['pointerleave', 'pointerup', 'focusout'] as const;

/** The trigger is in use: under the pointer, pressed, or holding focus. */
const inUse = (element: HTMLElement | null) => Boolean(element?.matches(':hover, :active, :focus-within'));

export function DeferredTooltip({ label, open, onOpenChange, children }: DeferredTooltipProps) {
  // Loaded already when this tooltip mounts: wrapped from the first render.
  const [shown, setShown] = useState<TooltipParts | null>(parts);
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const childRef = (children.props as { ref?: Ref<HTMLElement> }).ref;
  const bareRef = useCallback(
    (element: HTMLElement | null) => {
      setTrigger(element);
      setRef(childRef, element);
    },
    [childRef],
  );
  useEffect(() => {
    if (shown) return;
    let stopWaiting = () => {};
    const attempt = () => {
      if (!parts) return;
      stopWaiting();
      if (!inUse(trigger)) {
        setShown(parts);
        return;
      }
      // Again once the pointer has left, the press ended or focus moved on. The events fire
      // before :hover and :focus change: look once they have.
      const element = trigger!;
      let timer: number | undefined;
      const settle = () => {
        window.clearTimeout(timer);
        timer = window.setTimeout(attempt, 0);
      };
      for (const event of SETTLE_EVENTS) element.addEventListener(event, settle);
      stopWaiting = () => {
        window.clearTimeout(timer);
        for (const event of SETTLE_EVENTS) element.removeEventListener(event, settle);
      };
    };
    const unsubscribe = subscribe(attempt);
    // Loaded between this render and now: no notice will come.
    if (parts) queueMicrotask(attempt);
    else whenIdle(() => void loadTooltip());
    return () => {
      unsubscribe();
      stopWaiting();
    };
  }, [shown, trigger]);
  if (!shown) return cloneElement(children as ReactElement<{ ref?: Ref<HTMLElement> }>, { ref: bareRef });
  const { Tooltip, TooltipContent, TooltipTrigger } = shown;
  return (
    <Tooltip open={open} onOpenChange={onOpenChange}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
