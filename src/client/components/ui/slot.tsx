import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';

/**
 * The `asChild` of Button and Badge: renders the one child element with the component's props
 * merged into its own, as Radix's Slot merges them (its mergeProps): the child's props win, except
 * that both event handlers run (the child's first), styles merge and class names join; both refs
 * receive the element. Radix's Slot (with its Slottable, 1.3 KB as sent) stays with the Radix
 * components that use it; these two are on the first page (docs/decisions/034-own-slot.md).
 */
type Props = Record<string, unknown>;

/** Gives `value` to a ref of either kind (a callback or an object), as React does. */
export function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

function mergeProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps, ...childProps };
  for (const name in childProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === 'function' && typeof childValue === 'function') {
        merged[name] = (...args: unknown[]) => {
          const result: unknown = childValue(...args);
          slotValue(...args);
          return result;
        };
      } else if (typeof slotValue === 'function' && !childValue) merged[name] = slotValue;
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  const slotRef = slotProps.ref;
  const childRef = childProps.ref;
  if (slotRef && childRef) {
    merged.ref = (value: unknown) => {
      setRef(slotRef as Ref<unknown>, value);
      setRef(childRef as Ref<unknown>, value);
    };
  }
  return merged;
}

export function Slot({ children, ...props }: Props & { children?: ReactNode; ref?: Ref<unknown> }) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<Props>;
  return cloneElement(child, mergeProps(props, child.props));
}
