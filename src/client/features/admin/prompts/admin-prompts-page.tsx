/**
 * /admin/prompts (docs/product.md: moderation gets a real screen): search every prompt with the
 * browse search (GET /api/admin/prompts), open one (the prompt detail dialog, whose comments
 * panel lets admins delete any comment), edit it (the My Prompts edit dialog, PATCH
 * /api/prompts/{id}) or delete it after the My Prompts confirmation (DELETE /api/prompts/{id}).
 * The server records those actions; the Audit log tab lists every admin action, newest first.
 * Search, category, sort and the open tab live in the address, so a view can be shared.
 */
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSiteInfo } from '../../../lib/site-info';
import { AdminPageHeader } from '../admin-layout';
import { AuditLog } from './audit-log';
import { PromptModeration } from './prompt-moderation';

export const MODERATE_PROMPTS_TITLE = 'Moderate Prompts';
type Tab = 'prompts' | 'audit';

export default function AdminPromptsPage() {
  const site = useSiteInfo();
  useDocumentTitle(`${MODERATE_PROMPTS_TITLE} · ${site.name}`);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'audit' ? 'audit' : 'prompts';

  const setTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'audit') next.set('tab', 'audit');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto w-full max-w-5xl">
      <AdminPageHeader
        title={MODERATE_PROMPTS_TITLE}
        description="Search every prompt; open, edit or delete any of them. Each action on someone else's prompt or comment is recorded in the audit log."
      />
      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="prompts">Prompts</TabsTrigger>
          <TabsTrigger value="audit">Audit log</TabsTrigger>
        </TabsList>
        <TabsContent value="prompts">
          <PromptModeration />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLog />
        </TabsContent>
      </Tabs>
    </div>
  );
}
