/**
 * What kind of text a prompt is, to pick its type: prose in the reading font, code and data
 * (JSON, YAML, a whole fenced block) in monospace; Markdown gets a rendered/plain switch.
 */
export type PromptFormat = 'prose' | 'markdown' | 'code';

/** Only the start is looked at: prompts can be 200,000+ characters. */
const SAMPLE = 4000;

function isJson(text: string): boolean {
  if (!/^[[{]/.test(text)) return false;
  if (text.length <= 100_000) {
    try {
      JSON.parse(text);
      return true;
    } catch {
      // Not strict JSON: still data when it opens like an object with a quoted key.
    }
  }
  return /^\{\s*"[^"\n]+"\s*:/.test(text) || /^\[\s*[{["\d]/.test(text);
}

/** YAML: mostly `key: value` lines (keys of one to three words) and list items, no prose lines. */
function isYaml(lines: string[]): boolean {
  const meaningful = lines.filter((l) => l.trim() && !l.trim().startsWith('#'));
  if (meaningful.length < 3) return false;
  const isKey = (l: string) => /^\s*(- )?["']?[\w.-]+(?: [\w.-]+){0,2}["']?:(\s|$)/.test(l);
  const isItem = (l: string) => /^\s*- \S/.test(l) || l.trim() === '---' || /^\s+\S/.test(l);
  const keys = meaningful.filter(isKey).length;
  const prose = meaningful.filter((l) => !isKey(l) && !isItem(l)).length;
  return keys >= 2 && keys / meaningful.length >= 0.4 && prose / meaningful.length <= 0.05;
}

const MARKDOWN_SIGNS = [
  /^#{1,6} \S/m, // heading
  /^\s*[-*+] \S/m, // list
  /^\s*\d+\. \S/m, // numbered list
  /\*\*[^*\n]+\*\*/, // bold
  /^```/m, // code fence
  /\[[^\]\n]+\]\(https?:\/\/[^)\s]+\)/, // link
  /^> \S/m, // quote
];

export function detectPromptFormat(content: string): PromptFormat {
  const text = content.trim();
  const sample = text.slice(0, SAMPLE);
  if (isJson(text)) return 'code';
  if (/^```[^\n]*\n[\s\S]*\n```$/.test(text) && text.indexOf('```', 3) === text.lastIndexOf('```')) return 'code';
  const lines = sample.split('\n');
  if (!/^#{1,6} /m.test(sample) && isYaml(lines)) return 'code';
  const signs = MARKDOWN_SIGNS.filter((re) => re.test(sample)).length;
  return signs >= 2 || /^#{1,6} \S/m.test(sample) ? 'markdown' : 'prose';
}
