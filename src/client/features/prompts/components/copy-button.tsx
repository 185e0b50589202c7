import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/utils';

type CopyButtonProps = {
  isCopied: boolean;
  onCopy: () => void;
  className?: string;
};

/** Icon button for the prompt box: tooltip "Copy prompt" / "Copied"; the icon is a check for 2 s after copying. */
export function CopyButton({ isCopied, onCopy, className }: CopyButtonProps) {
  const label = isCopied ? 'Copied' : 'Copy prompt';
  // Radix closes a tooltip when its trigger is pressed: "Copied" stays shown while the copy is
  // fresh, then the tooltip follows hover and focus again.
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Tooltip open={isOpen || isCopied} onOpenChange={setIsOpen}>
      <TooltipTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className={cn('size-8', className)}
          onClick={onCopy}
          aria-label={label}
        >
          {isCopied ? (
            <Check className="text-green-700 dark:text-green-400" aria-hidden="true" />
          ) : (
            <Copy aria-hidden="true" />
          )}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
