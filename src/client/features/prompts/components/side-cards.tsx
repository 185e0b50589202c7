import { Link } from 'react-router';
import { BookOpen, Lightbulb, PenLine } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** docs/product.md: side card "Share Your Expertise" linking to /submit. */
export function ShareExpertiseCard() {
  return (
    <section
      aria-labelledby="share-expertise-heading"
      className="rounded-xl border border-primary/20 bg-accent p-5 text-accent-foreground shadow-sm"
    >
      <h2 id="share-expertise-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Lightbulb className="size-5" aria-hidden="true" />
        Share Your Expertise
      </h2>
      <p className="mt-2 text-sm">
        Have a prompt that works well? Share it with the community and help others get better results.
      </p>
      <Button asChild className="mt-4 w-full">
        <Link to="/submit">
          <PenLine aria-hidden="true" />
          Share a Prompt
        </Link>
      </Button>
    </section>
  );
}

const GUIDE_TIPS = [
  'Be specific about the task, the audience and the format you want back.',
  'Give context: who the assistant should act as and what it should know.',
  'Show an example of a good answer when the format matters.',
  'Set limits: length, tone, and what to leave out.',
];

/** docs/product.md: teaser panel "How to Create Effective Prompts" with a "View Complete Guide" button to /create-guide. */
export function GuideTeaser() {
  return (
    <section
      aria-labelledby="guide-teaser-heading"
      className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <h2 id="guide-teaser-heading" className="flex items-center gap-2 text-lg font-semibold">
        <BookOpen className="size-5 text-primary" aria-hidden="true" />
        How to Create Effective Prompts
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
        {GUIDE_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <Button asChild variant="outline" className="mt-4 w-full">
        <Link to="/create-guide">View Complete Guide</Link>
      </Button>
    </section>
  );
}
