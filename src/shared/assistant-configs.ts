/**
 * The "Use it from your assistant" configurations (the /assistants page and the README's section
 * of the same name show the same text): the site's MCP server at `<BASE_URL>/mcp`, with an
 * optional personal API key sent as `Authorization: Bearer <key>`.
 */
export type AssistantConfig = {
  id: 'claude-desktop' | 'vscode' | 'cursor';
  name: string;
  /** Where the configuration goes. */
  file: string;
  /** What to do with it, one sentence. */
  how: string;
  config: string;
};

/** The server's name in the assistants' configuration files. */
export const MCP_SERVER_NAME = 'prompt-commons';

export const mcpEndpoint = (baseUrl: string) => `${baseUrl.replace(/\/+$/, '')}/mcp`;

export function assistantConfigs(baseUrl: string): AssistantConfig[] {
  const url = mcpEndpoint(baseUrl);
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return [
    {
      id: 'claude-desktop',
      name: 'Claude Desktop',
      file: 'claude_desktop_config.json',
      how: 'Open it with Settings → Developer → Edit Config. Claude Desktop starts local servers only: mcp-remote (run by npx) connects it to this site. To read anonymously, leave out `--header`, the line after it and `env`.',
      config: json({
        mcpServers: {
          [MCP_SERVER_NAME]: {
            command: 'npx',
            args: ['-y', 'mcp-remote', url, '--header', 'Authorization: Bearer ${PROMPT_COMMONS_KEY}'],
            env: { PROMPT_COMMONS_KEY: '<your API key>' },
          },
        },
      }),
    },
    {
      id: 'vscode',
      name: 'VS Code',
      file: '.vscode/mcp.json',
      how: 'In your workspace. VS Code asks for the key the first time it starts the server and keeps it in its secret storage.',
      config: json({
        inputs: [
          { type: 'promptString', id: 'prompt-commons-key', description: 'Prompt Commons API key', password: true },
        ],
        servers: {
          [MCP_SERVER_NAME]: {
            type: 'http',
            url,
            headers: { Authorization: 'Bearer ${input:prompt-commons-key}' },
          },
        },
      }),
    },
    {
      id: 'cursor',
      name: 'Cursor',
      file: '~/.cursor/mcp.json',
      how: 'Or .cursor/mcp.json in a project. Put your key in place of the placeholder, or leave out `headers` to read anonymously.',
      config: json({
        mcpServers: {
          [MCP_SERVER_NAME]: {
            url,
            headers: { Authorization: 'Bearer <your API key>' },
          },
        },
      }),
    },
  ];
}
