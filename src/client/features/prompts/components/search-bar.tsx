import { useId } from 'react';
import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';

type SearchBarProps = {
  value: string;
  onChange: (value: string) => void;
  /** Enter: apply the search at once. */
  onSubmit: () => void;
};

/** The browse search box (documented placeholder); applied with 2+ characters, or when empty. */
export function SearchBar({ value, onChange, onSubmit }: SearchBarProps) {
  const inputId = useId();
  return (
    <form
      role="search"
      // Before the page's scripts run (server-drawn /), Enter makes the browser itself load
      // /?q=…, which is this search's own address.
      action="/"
      className="relative min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {/* A plain label: it is never seen, and the first page need not carry Radix's. */}
      <label htmlFor={inputId} className="sr-only">
        Search prompts
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={inputId}
        type="search"
        name="q"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search for prompts, tags, or categories..."
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 bg-background pr-2 pl-8 placeholder:tracking-tight md:placeholder:tracking-normal"
      />
    </form>
  );
}
