import { Link } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';

export const PROMPT_NOT_FOUND_TITLE = 'Prompt not found';
export const PROMPT_NOT_FOUND_TEXT = "This prompt doesn't exist or may have been removed.";

export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Not-found state of the /prompt/{id} page. */
export function PromptNotFound() {
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <FileQuestion className="mb-4 size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight">{PROMPT_NOT_FOUND_TITLE}</h1>
      <p className="mt-2 text-muted-foreground">{PROMPT_NOT_FOUND_TEXT}</p>
      <Button asChild className="mt-6">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
