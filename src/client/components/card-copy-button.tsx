import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Copy } from 'lucide-react';
import { toast } from '../lib/toast';
import { COPIED_INDICATOR_MS } from '../../shared/constants';
import { apiCall } from '../lib/api';
import { endpoints } from '../../shared/api/endpoints';
import { Button } from './ui/button';
import { DeferredTooltip } from './ui/deferred-tooltip';
import { cn } from '../lib/utils';
import { promptKeys } from '../lib/query-keys';
import { toastCopyFailed, writeClipboardLater } from '../lib/use-copy-to-clipboard';

type CardCopyButtonProps = { promptId: number; title: string; className?: string };

/**
 * Copies a prompt's whole text from a card or a saved item. Summaries carry only a preview, so
 * the text comes from the prompt's detail query (cached: opening the prompt afterwards is
 * instant). The toast is the documented "Copied to clipboard"; the icon is a check for 2 s.
 */
export function CardCopyButton({ promptId, title, className }: CardCopyButtonProps) {
  const queryClient = useQueryClient();
  const [isCopied, setIsCopied] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    const text = queryClient
      .fetchQuery({
        queryKey: promptKeys.detail(promptId),
        queryFn: () => apiCall(endpoints.getPrompt, { params: { id: promptId } }),
        staleTime: 60_000,
      })
      .then((p) => p.content);
    let copied: boolean;
    try {
      copied = await writeClipboardLater(text);
    } catch {
      toast.error('Could not copy', { description: 'The prompt could not be loaded. Try again.' });
      return;
    }
    if (!copied) {
      toastCopyFailed();
      return;
    }
    toast('Copied to clipboard');
    setIsCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIsCopied(false), COPIED_INDICATOR_MS);
  };

  const label = isCopied ? 'Copied' : 'Copy prompt';
  return (
    <DeferredTooltip label={label} open={isOpen || isCopied} onOpenChange={setIsOpen}>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className={cn('relative z-10 size-8', className)}
        aria-label={isCopied ? `Copied ${title}` : `Copy ${title}`}
        onClick={() => void copy()}
      >
        {isCopied ? (
          <Check className="text-green-700 dark:text-green-400" aria-hidden="true" />
        ) : (
          <Copy aria-hidden="true" />
        )}
      </Button>
    </DeferredTooltip>
  );
}
