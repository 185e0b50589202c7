import { ChevronDown, Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

const FORMATS = [
  { format: 'md', label: 'Markdown (.md)' },
  { format: 'json', label: 'JSON (.json)' },
] as const;

/** The address of a prompt's download (GET /api/prompts/{id}/export, an attachment). */
export const promptExportUrl = (id: number, format: 'md' | 'json') => `/api/prompts/${id}/export?format=${format}`;

/** Downloads the prompt as a file: plain links, so the browser saves the server's attachment. */
export function DownloadMenu({ promptId }: { promptId: number }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Download aria-hidden="true" />
          Download
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Download this prompt as</DropdownMenuLabel>
        {FORMATS.map(({ format, label }) => (
          <DropdownMenuItem key={format} asChild>
            <a href={promptExportUrl(promptId, format)} download>
              {label}
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
