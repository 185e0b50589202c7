import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useHydrated } from '../../../lib/use-hydrated';
import type { TemplateVariable, VariableValues } from '../lib/template-variables';

type VariablesFormProps = {
  variables: TemplateVariable[];
  values: VariableValues;
  onApply: (values: VariableValues) => void;
  headingLevel: 'h2' | 'h3';
};

/**
 * One labelled field per template variable, defaults prefilled. Enter in any field (or Apply)
 * puts the values into the text, which Copy, Share and "Open in" then use.
 */
export function VariablesForm({ variables, values, onApply, headingLevel: Heading }: VariablesFormProps) {
  const headingId = useId();
  const fieldPrefix = useId();
  const [draft, setDraft] = useState<VariableValues>(values);
  const hydrated = useHydrated(); // no browser submission of a server-drawn form (use-hydrated.ts)
  const isChanged = variables.some((v) => (draft[v.name] ?? '') !== (values[v.name] ?? ''));

  return (
    <section aria-labelledby={headingId} className="rounded-md border bg-muted/40 p-3 sm:p-4">
      <Heading id={headingId} className="text-base font-semibold">
        Fill in the variables
      </Heading>
      <p className="mt-1 text-sm text-muted-foreground">
        {variables.length === 1 ? 'This prompt has 1 variable.' : `This prompt has ${variables.length} variables.`}{' '}
        Press Enter to apply; Copy, Share and Open in use the filled text.
      </p>
      <form
        className="mt-3 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {variables.map((variable, index) => {
            const id = `${fieldPrefix}-${index}`;
            return (
              <div key={variable.name} className="min-w-0 space-y-1">
                <label htmlFor={id} className="block truncate text-sm font-medium" title={variable.name}>
                  {variable.name}
                </label>
                <Input
                  id={id}
                  value={draft[variable.name] ?? ''}
                  placeholder={variable.defaultValue ?? variable.name}
                  autoComplete="off"
                  onChange={(event) => setDraft((current) => ({ ...current, [variable.name]: event.target.value }))}
                />
              </div>
            );
          })}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" size="sm" variant={isChanged ? 'default' : 'outline'} disabled={!hydrated}>
            Apply
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => {
              const defaults = Object.fromEntries(variables.map((v) => [v.name, v.defaultValue ?? '']));
              setDraft(defaults);
              onApply(defaults);
            }}
          >
            Reset
          </Button>
          {isChanged && <span className="text-sm text-muted-foreground">Not applied yet</span>}
        </div>
      </form>
    </section>
  );
}
