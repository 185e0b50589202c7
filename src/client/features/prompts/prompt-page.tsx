import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useSiteInfo } from '../../lib/site-info';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { usePrompt } from './api/prompts';
import { PromptDetail, PromptDetailSkeleton } from './components/prompt-detail';
import { isNotFoundError, PromptNotFound, PROMPT_NOT_FOUND_TITLE } from './components/prompt-not-found';
import { useDocumentTitle } from '../../lib/use-document-title';
import { parsePromptId } from './hooks/use-prompt-hash';
import { useRecordView } from './hooks/use-record-view';

function BackToPrompts() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to prompts
    </Link>
  );
}

/** /prompt/{id}: the prompt detail as a page (the Share action's address). */
export default function PromptPage() {
  const params = useParams();
  const id = parsePromptId(params.id);
  const { data, error, isError, refetch, isFetching } = usePrompt(id);
  const prompt = data && data.id === id ? data : null;
  const isNotFound = id === null || (isError && !prompt && isNotFoundError(error));

  useRecordView(prompt ? prompt.id : null);
  const site = useSiteInfo();
  useDocumentTitle(
    prompt ? `${prompt.title} · ${site.name}` : isNotFound ? `${PROMPT_NOT_FOUND_TITLE} · ${site.name}` : null,
  );

  let body;
  if (isNotFound) {
    body = <PromptNotFound />;
  } else if (prompt) {
    body = (
      <article
        className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-8"
        aria-labelledby="prompt-title"
      >
        <PromptDetail
          // A related prompt's link reuses this page: start its variables afresh.
          key={prompt.id}
          prompt={prompt}
          sectionHeading="h2"
          title={
            <h1 id="prompt-title" className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
              {prompt.title}
            </h1>
          }
        />
      </article>
    );
  } else if (isError) {
    body = (
      <div className="py-16 text-center" role="alert">
        <h1 className="text-2xl font-bold tracking-tight">Could not load this prompt</h1>
        <p className="mt-2 text-muted-foreground">{errorMessage(error)}</p>
        <Button type="button" className="mt-6" onClick={() => void refetch()} disabled={isFetching}>
          Try again
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-8">
        <PromptDetailSkeleton />
        <span className="sr-only" role="status">
          Loading prompt
        </span>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl">
      <div className="mb-6">
        <BackToPrompts />
      </div>
      {body}
    </div>
  );
}
