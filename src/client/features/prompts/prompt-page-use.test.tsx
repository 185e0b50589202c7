// @vitest-environment jsdom
/** The prompt page built for use: variables, the text's views, Open in, one rating row, related prompts. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Prompt, PromptSummary } from '../../../shared/schemas';
import { installDomStubs, json, mockFetch, renderRoutes } from '../../test/mock-fetch';
import PromptPage from './prompt-page';

const base: Prompt = {
  id: 7,
  title: 'Poem writer',
  content: 'Write a ${kind:poem} about {{topic}} for ${audience}.',
  instructions: null,
  category: 'creative',
  tags: ['poetry'],
  rating: 4.25,
  ratingCount: 8,
  popularity: 1,
  commentCount: 0,
  author: null,
  createdAt: '2025-03-05T12:00:00Z',
  updatedAt: '2025-03-05T12:00:00Z',
  userId: null,
  version: 1,
};

const related: PromptSummary = {
  ...base,
  id: 8,
  title: 'Haiku helper',
  contentPreview: 'Write a haiku',
  contentLength: 13,
  format: 'text',
};

const writeText = vi.fn(async (_text: string) => {});
const openWindow = vi.fn();

beforeEach(() => {
  installDomStubs();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  writeText.mockClear();
  openWindow.mockClear();
  vi.stubGlobal('open', openWindow);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(prompt: Partial<Prompt>, { url = '/prompt/7', signedIn = false, mine = null as number | null } = {}) {
  const calls = mockFetch(
    ({ method, path }) => {
      if (path === '/api/prompts/7') return json({ ...base, ...prompt });
      if (path === '/api/prompts/7/related') return json({ items: [related] });
      if (path === '/api/prompts/7/rating' && method === 'GET') return json({ average: 4.25, count: 8, mine });
      if (path.endsWith('/views')) return new Response(null, { status: 204 });
      if (path.includes('/comments')) return json({ items: [], nextCursor: null });
      if (path.startsWith('/api/lists')) return json({ items: [] });
    },
    { signedIn },
  );
  renderRoutes([{ path: '/prompt/:id', element: <PromptPage /> }], url);
  return calls;
}

/** userEvent installs its own clipboard: put the spy back after it. */
function setupUser() {
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return user;
}

const promptText = () => screen.getByRole('region', { name: 'Prompt text' });

describe('template variables on the prompt page', () => {
  it('fills the variables from a labelled form (Enter applies) and copies, shares and opens the filled text', async () => {
    const user = setupUser();
    show({});
    const form = await screen.findByRole('region', { name: 'Fill in the variables' });
    expect(within(form).getByLabelText('kind')).toHaveValue('poem');
    expect(within(form).getByLabelText('topic')).toHaveValue('');
    // Highlighted in the text: the default filled in, the others as placeholders.
    expect(within(promptText()).getByText('poem').tagName).toBe('MARK');
    expect(within(promptText()).getByText('{{topic}}').tagName).toBe('MARK');

    await user.type(within(form).getByLabelText('topic'), 'the sea');
    await user.type(within(form).getByLabelText('audience'), 'children{Enter}');
    expect(promptText()).toHaveTextContent('Write a poem about the sea for children.');

    await user.click(screen.getByRole('button', { name: 'Copy prompt' }));
    expect(writeText).toHaveBeenLastCalledWith('Write a poem about the sea for children.');

    await user.click(screen.getByRole('button', { name: 'Share' }));
    const shared = new URL(writeText.mock.lastCall![0]);
    expect(shared.pathname).toBe('/prompt/7');
    expect(Object.fromEntries(shared.searchParams)).toEqual({
      'v.kind': 'poem',
      'v.topic': 'the sea',
      'v.audience': 'children',
    });

    await user.click(screen.getByRole('button', { name: 'Open in' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Claude' }));
    expect(openWindow).toHaveBeenCalledWith(
      `https://claude.ai/new?q=${encodeURIComponent('Write a poem about the sea for children.')}`,
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('takes values from a shared link', async () => {
    show({}, { url: '/prompt/7?v.topic=dogs&v.kind=limerick' });
    await screen.findByRole('region', { name: 'Fill in the variables' });
    expect(screen.getByLabelText('topic')).toHaveValue('dogs');
    expect(promptText()).toHaveTextContent('Write a limerick about dogs for ${audience}.');
  });

  it('shows HTML typed as a value as text, on the page and in the clipboard', async () => {
    const user = setupUser();
    show({});
    const html = '<img src=x onerror="alert(1)"><b>bold</b>';
    const field = await screen.findByLabelText('topic');
    // userEvent treats { and [ as key names: paste the value.
    await user.click(field);
    await user.paste(html);
    await user.keyboard('{Enter}');
    expect(promptText()).toHaveTextContent(`about ${html} for`);
    expect(promptText().querySelector('img, b')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy prompt' }));
    expect(writeText).toHaveBeenLastCalledWith(`Write a poem about ${html} for \${audience}.`);
  });

  it('works with 50 variables', async () => {
    const user = setupUser();
    const content = Array.from({ length: 50 }, (_, i) => `Line ${i}: \${field${i}:d${i}}`).join('\n');
    show({ content });
    const form = await screen.findByRole('region', { name: 'Fill in the variables' });
    expect(within(form).getAllByRole('textbox')).toHaveLength(50);
    expect(within(form).getByText('This prompt has 50 variables.', { exact: false })).toBeInTheDocument();
    const last = within(form).getByLabelText('field49');
    await user.clear(last);
    await user.type(last, 'the end{Enter}');
    expect(promptText()).toHaveTextContent('Line 49: the end');
    expect(promptText()).toHaveTextContent('Line 0: d0');
  });

  it('shows text that only looks like a variable as text, with no form', async () => {
    const content = 'Costs ${ 5 and {{}} or {{ }} and a lone ${';
    show({ content });
    await waitFor(() => expect(promptText()).toHaveTextContent(content, { normalizeWhitespace: false }));
    expect(screen.queryByRole('region', { name: 'Fill in the variables' })).toBeNull();
    expect(promptText().querySelector('mark')).toBeNull();
  });

  it('copies a prompt too long for an address first, says so, then opens the assistant', async () => {
    const user = setupUser();
    const content = 'Explain each step carefully. '.repeat(400);
    show({ content });
    await screen.findByRole('region', { name: 'Prompt text' });
    await user.click(screen.getByRole('button', { name: 'Open in' }));
    await user.click(await screen.findByRole('menuitem', { name: 'ChatGPT' }));
    expect(writeText).toHaveBeenLastCalledWith(content);
    expect(await screen.findByText('This prompt is too long for a link: paste it into ChatGPT.')).toBeInTheDocument();
    expect(openWindow).toHaveBeenCalledWith('https://chatgpt.com/', '_blank', 'noopener,noreferrer');
    expect(writeText.mock.invocationCallOrder[0]!).toBeLessThan(openWindow.mock.invocationCallOrder[0]!);
  });
});

describe('the prompt text', () => {
  it('renders Markdown (safely) with a switch to the plain text, in the reading font', async () => {
    const user = setupUser();
    const content =
      '# Role\n\nYou are a **poet**. <script>alert(1)</script>\n\n- rhyme\n- [meter](javascript:alert(1))';
    show({ content });
    expect(await screen.findByRole('heading', { name: 'Role', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rendered' })).toHaveAttribute('aria-pressed', 'true');
    expect(promptText().querySelector('script, a')).toBeNull();
    expect(promptText()).toHaveTextContent('<script>alert(1)</script>');
    await user.click(screen.getByRole('button', { name: 'Plain' }));
    expect(promptText().textContent).toBe(content);
    expect(promptText().querySelector('pre')).toHaveClass('font-sans');
  });

  it('shows JSON in monospace, whole', async () => {
    const content = JSON.stringify(
      { role: 'poet', rules: Array.from({ length: 200 }, (_, i) => `rule ${i}`) },
      null,
      2,
    );
    show({ content });
    await waitFor(() => expect(promptText().textContent).toBe(content));
    expect(promptText().querySelector('pre')).toHaveClass('font-mono');
    expect(screen.queryByRole('button', { name: 'Rendered' })).toBeNull();
  });
});

describe('one rating row', () => {
  it('holds the signed-in user’s stars, the average with its count and the user’s own rating', async () => {
    show({ content: 'Plain prompt' }, { signedIn: true, mine: 4 });
    const row = await screen.findByRole('region', { name: 'Rate this prompt' });
    const stars = await within(row).findByRole('radiogroup', { name: 'Your rating' });
    await waitFor(() =>
      expect(within(stars).getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true'),
    );
    expect(row).toHaveTextContent('Average rating 4.3 (8)');
    expect(await within(row).findByText('You rated 4 of 5')).toBeInTheDocument();
    // No other row of stars anywhere on the page.
    expect(screen.getAllByRole('radiogroup')).toHaveLength(1);
    expect(screen.queryAllByRole('img', { name: /^Rated / })).toHaveLength(0);
  });
});

describe('related prompts', () => {
  it('lists the related prompts as links to their pages', async () => {
    show({ content: 'Plain prompt' });
    const section = await screen.findByRole('region', { name: 'Related prompts' });
    expect(await within(section).findByRole('link', { name: 'Haiku helper' })).toHaveAttribute('href', '/prompt/8');
  });
});
