import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/utils';
import type { PromptFormat } from '../lib/prompt-format';
import { fillTemplate, parseTemplate, valueOf, type Segment, type VariableValues } from '../lib/template-variables';
import { CopyButton } from './copy-button';

// Markdown rendering loads on first use (docs/decisions/007-bundle-budget.md).
const MarkdownView = lazy(() => import('./markdown-view'));

const filledClass = 'rounded-sm bg-amber-100 px-0.5 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50';
const placeholderClass =
  'rounded-sm bg-sky-100 px-0.5 text-sky-950 outline outline-1 outline-dashed outline-sky-500 dark:bg-sky-900/60 dark:text-sky-50';

/** A variable in the text: its value when filled, else the placeholder as written. Always text. */
function VariableMark({
  segment,
  values,
}: {
  segment: Extract<Segment, { kind: 'variable' }>;
  values: VariableValues;
}) {
  const value = valueOf(values, segment.name);
  return value !== null ? (
    <mark className={filledClass} data-variable={segment.name}>
      {value}
    </mark>
  ) : (
    <mark className={placeholderClass} data-variable={segment.name}>
      {segment.raw}
    </mark>
  );
}

/** Plain text with the remaining placeholders highlighted (for runs of rendered Markdown). */
function highlightPlaceholders(text: string, key: string): ReactNode {
  const segments = parseTemplate(text);
  if (segments.length === 1 && segments[0]!.kind === 'text') return text;
  return (
    <span key={key}>
      {segments.map((segment, i) =>
        segment.kind === 'text' ? segment.text : <VariableMark key={i} segment={segment} values={{}} />,
      )}
    </span>
  );
}

type PromptTextProps = {
  segments: Segment[];
  values: VariableValues;
  format: PromptFormat;
  as: 'h2' | 'h3';
  isCopied: boolean;
  onCopy: () => void;
};

/**
 * The prompt, whole: no height limit (the page or the dialog scrolls). Prose in the reading
 * font, code and data in monospace; Markdown rendered (safely) or plain. Prompts can be
 * 200,000+ characters: a prompt without variables is one text node.
 */
export function PromptText({ segments, values, format, as: Heading, isCopied, onCopy }: PromptTextProps) {
  const id = useId();
  const [view, setView] = useState<'rendered' | 'plain'>('rendered');
  const isRendered = format === 'markdown' && view === 'rendered';
  const headingLevel = Heading === 'h2' ? 2 : 3;

  const plain = (
    <pre
      className={cn(
        'break-words whitespace-pre-wrap text-foreground',
        format === 'code'
          ? 'font-mono text-[0.8125rem] leading-relaxed sm:text-sm'
          : 'font-sans text-[0.9375rem] leading-7',
      )}
    >
      {segments.map((segment, i) =>
        segment.kind === 'text' ? segment.text : <VariableMark key={i} segment={segment} values={values} />,
      )}
    </pre>
  );

  return (
    <section aria-labelledby={id} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={id} className="text-base font-semibold">
          Prompt
        </Heading>
        <div className="flex items-center gap-2">
          {format === 'markdown' && (
            <div role="group" aria-label="Show the text" className="inline-flex rounded-md border p-0.5">
              {(['rendered', 'plain'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={view === option}
                  onClick={() => setView(option)}
                  className={cn(
                    'rounded-sm px-2 py-1 text-xs font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    view === option
                      ? 'bg-primary text-primary-foreground'
                      : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {option === 'rendered' ? 'Rendered' : 'Plain'}
                </button>
              ))}
            </div>
          )}
          <CopyButton isCopied={isCopied} onCopy={onCopy} />
        </div>
      </div>
      <div
        role="region"
        aria-label="Prompt text"
        data-format={format}
        className="rounded-md border bg-muted/50 p-3 sm:p-4"
      >
        {isRendered ? (
          <Suspense fallback={plain}>
            <MarkdownView
              source={fillTemplate(segments, values)}
              headingLevel={headingLevel}
              renderText={highlightPlaceholders}
            />
          </Suspense>
        ) : (
          plain
        )}
      </div>
    </section>
  );
}
