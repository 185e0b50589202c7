// @vitest-environment jsdom
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AssistantsPage from './assistants-page';
import { polyfillRadix, renderRoutes, stubFetch } from '../../test/stub-fetch';
import { assistantConfigs } from '../../../shared/assistant-configs';

afterEach(() => {
  cleanup();
  document.querySelector('link[rel="canonical"]')?.remove();
  vi.unstubAllGlobals();
});

/** The shell's canonical link carries the server's BASE_URL. */
function embedCanonical(href: string) {
  const link = document.createElement('link');
  link.rel = 'canonical';
  link.href = href;
  document.head.append(link);
}

describe('AssistantsPage', () => {
  it("shows each assistant's configuration for the site's own address, and copies it", async () => {
    polyfillRadix();
    stubFetch();
    embedCanonical('https://prompts.example.org/assistants');
    const user = userEvent.setup(); // with its own clipboard
    renderRoutes([{ path: '/assistants', element: <AssistantsPage /> }], '/assistants');
    expect(await screen.findByRole('heading', { level: 1, name: 'Use it from your assistant' })).toBeInTheDocument();
    expect(screen.getAllByText('https://prompts.example.org/mcp')[0]).toBeInTheDocument();
    const expected = assistantConfigs('https://prompts.example.org');
    for (const name of ['Claude Desktop', 'VS Code', 'Cursor']) {
      const section = screen.getByRole('region', { name });
      const config = expected.find((c) => c.name === name)!.config;
      expect(within(section).getByText((_, el) => el?.tagName === 'CODE' && el.textContent === config)).toBeTruthy();
    }
    const claude = JSON.parse(expected[0]!.config) as { mcpServers: Record<string, { args: string[] }> };
    expect(claude.mcpServers['prompt-commons']!.args).toEqual([
      '-y',
      'mcp-remote',
      'https://prompts.example.org/mcp',
      '--header',
      'Authorization: Bearer ${PROMPT_COMMONS_KEY}',
    ]);
    expect(screen.getByRole('link', { name: 'account page' })).toHaveAttribute('href', '/account');

    await user.click(screen.getByRole('button', { name: 'Copy the VS Code configuration' }));
    expect(await navigator.clipboard.readText()).toBe(expected[1]!.config);
    expect(within(screen.getByRole('region', { name: 'VS Code' })).getByRole('button')).toHaveTextContent('Copied');
  });

  it('says the same as the README section "Use it from your assistant"', () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('## Use it from your assistant'));
    expect(section).not.toBe(readme);
    for (const assistant of assistantConfigs('http://localhost:3000')) {
      expect(section).toContain(`### ${assistant.name}`);
      expect(section).toContain(`In \`${assistant.file}\`. ${assistant.how}`);
      expect(section).toContain(`\`\`\`json\n${assistant.config}\n\`\`\``);
    }
  });
});
