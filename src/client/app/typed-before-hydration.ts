/**
 * Text typed into a server-rendered page before React took it over
 * (docs/decisions/029-server-rendering.md).
 *
 * The page's form fields work before its scripts have run: a visitor on a slow phone can type
 * into /submit's form or a prompt's variables as soon as they show. Hydration keeps what is in
 * the field but not in the component's state (React sets the field's `defaultValue` to the state
 * and leaves `value` alone), so the next render would put the old value back: the typing is lost.
 * Once hydrated, each text field whose value differs from its `defaultValue` was typed into
 * first; it is handed to its `onChange` as if typed now. main.tsx does this for every hydrated page.
 */

/** Field types whose value is text the visitor types. */
const NOT_TYPED = new Set(['button', 'checkbox', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTypedTextField(element: Element): element is TextField {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && !NOT_TYPED.has(element.type);
}

export type TypedField = [field: TextField, typed: string];

/**
 * The text fields of `root` typed into before hydration, with what was typed. Called as soon as
 * hydration commits (a layout effect): a render after that would put the state back into them.
 */
export function typedBeforeHydration(root: ParentNode): TypedField[] {
  const typed: TypedField[] = [];
  for (const element of root.querySelectorAll('input, textarea')) {
    if (!isTypedTextField(element) || element.disabled || element.readOnly) continue;
    if (element.value !== element.defaultValue) typed.push([element, element.value]);
  }
  return typed;
}

/**
 * Hands each field's typed text to its component as an `input` event, which React turns into an
 * `onChange` call. Call it outside React's own work (not inside an effect: React does not handle
 * such an event as typing). React's change detection compares the field with the value it last
 * saw (set through the element's own `value` property), so that is reset to the rendered value
 * first and the typed text is then written through the prototype's setter, which React does not
 * watch.
 */
export function replayTyped(typed: TypedField[]): void {
  for (const [element, value] of typed) {
    if (!element.isConnected) continue;
    const prototype =
      element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!setValue) continue;
    element.value = element.defaultValue;
    setValue.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
