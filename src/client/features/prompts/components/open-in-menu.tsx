import { ChevronDown, ExternalLink } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { writeClipboard } from '../../../lib/use-copy-to-clipboard';
import { ASSISTANTS, planOpenIn, type Assistant } from '../lib/open-in';

/**
 * Opens the (filled) prompt in an assistant in a new tab. A prompt too long for an address is
 * copied first (the toast says so), then the assistant opens empty for pasting.
 */
export async function openInAssistant(assistant: Assistant, text: string, open: (url: string) => void = defaultOpen) {
  const plan = planOpenIn(assistant, text);
  if (plan.fitsInUrl) {
    open(plan.url);
    return;
  }
  // Copy first, then open (the click's user activation outlasts the copy).
  if (await writeClipboard(text)) {
    toast('Copied to clipboard', {
      description: `This prompt is too long for a link: paste it into ${assistant.name}.`,
    });
  } else {
    toast.error('Could not copy', {
      description: `This prompt is too long for a link: copy it by hand and paste it into ${assistant.name}.`,
    });
  }
  open(plan.url);
}

function defaultOpen(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

export function OpenInMenu({ getText }: { getText: () => string }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <ExternalLink aria-hidden="true" />
          Open in
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Open this prompt in</DropdownMenuLabel>
        {ASSISTANTS.map((assistant) => (
          <DropdownMenuItem key={assistant.id} onSelect={() => void openInAssistant(assistant, getText())}>
            {assistant.name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
