/**
 * /admin/prompts (docs/product.md: moderation gets a real screen): search every prompt with the
 * browse search (GET /api/admin/prompts), open one (the prompt detail dialog, whose comments
 * panel lets admins delete any comment), edit it (the My Prompts edit dialog, PATCH
 * /api/prompts/{id}) or delete it after the My Prompts confirmation (DELETE /api/prompts/{id}).
 * The server records those actions in the audit log (/admin/audit). Search, category and sort
 * live in the address, so a view can be shared.
 */
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSiteInfo } from '../../../lib/site-info';
import { AdminPageHeader } from '../admin-layout';
import { PromptModeration } from './prompt-moderation';

export const MODERATE_PROMPTS_TITLE = 'Moderate Prompts';

export default function AdminPromptsPage() {
  const site = useSiteInfo();
  useDocumentTitle(`${MODERATE_PROMPTS_TITLE} · ${site.name}`);
  return (
    <div className="mx-auto w-full max-w-5xl">
      <AdminPageHeader
        title={MODERATE_PROMPTS_TITLE}
        description={
          <>
            Search every prompt; open, edit or delete any of them. Each action on someone else&apos;s prompt or comment
            is recorded in the{' '}
            <Link to="/admin/audit?action=prompt.delete" className="underline underline-offset-4 hover:text-primary">
              audit log
            </Link>
            .
          </>
        }
      />
      <PromptModeration />
    </div>
  );
}
