// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent } from '@testing-library/react';
import { replayTyped, typedBeforeHydration } from './typed-before-hydration';

/** What main.tsx does once the page is hydrated; returns how many fields were replayed. */
function replayAll(root: ParentNode): number {
  const typed = typedBeforeHydration(root);
  replayTyped(typed);
  return typed.length;
}

/** A controlled form like /submit's: what the component holds shows in the <output>s. */
function Form() {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [tone, setTone] = useState('friendly');
  const [agree, setAgree] = useState(false);
  return (
    <form>
      <input aria-label="Title" value={title} onChange={(e) => setTitle(e.target.value)} />
      <textarea aria-label="Content" value={content} onChange={(e) => setContent(e.target.value)} />
      <input aria-label="tone" value={tone} onChange={(e) => setTone(e.target.value)} />
      <input aria-label="agree" type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
      <output data-testid="state">{JSON.stringify({ title, content, tone, agree })}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The server's HTML in a page, typed into by `type` before React hydrates it. */
async function hydrateAfterTyping(type: (container: HTMLElement) => void, replay: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  type(container);
  await act(async () => {
    root = hydrateRoot(container, <Form />);
  });
  if (replay) await act(async () => void replayAll(container));
  const field = (label: string) => container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
  return { container, field, state: () => JSON.parse(container.querySelector('output')!.textContent!) };
}

const typeIntoForm = (container: HTMLElement) => {
  container.querySelector<HTMLInputElement>('[aria-label="Title"]')!.value = 'Typed early';
  container.querySelector<HTMLTextAreaElement>('[aria-label="Content"]')!.value = 'Debug this JavaScript function';
  container.querySelector<HTMLInputElement>('[aria-label="tone"]')!.value = 'formal';
};

describe('text typed before hydration', () => {
  it('is lost without the replay: the component never hears of it', async () => {
    const { state, field } = await hydrateAfterTyping(typeIntoForm, false);
    expect(field('Title').value).toBe('Typed early');
    expect(state()).toEqual({ title: '', content: '', tone: 'friendly', agree: false });
  });

  it('reaches the components after the replay, and stays in the fields', async () => {
    const { state, field } = await hydrateAfterTyping(typeIntoForm, true);
    expect(state()).toEqual({
      title: 'Typed early',
      content: 'Debug this JavaScript function',
      tone: 'formal',
      agree: false,
    });
    expect(field('Title').value).toBe('Typed early');
    expect(field('tone').value).toBe('formal');
  });

  it('leaves untouched fields, and fields typed after hydration, alone', async () => {
    const { state, container, field } = await hydrateAfterTyping(() => undefined, false);
    act(() => void fireEvent.change(field('Content'), { target: { value: 'Typed once React listens' } }));
    expect(await act(async () => replayAll(container))).toBe(0);
    expect(state()).toEqual({ title: '', content: 'Typed once React listens', tone: 'friendly', agree: false });
  });
});
