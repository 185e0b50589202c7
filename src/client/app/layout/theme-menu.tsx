/**
 * The header's theme control: Light, Dark or System (docs/decisions/018-dark-mode.md). A menu
 * button with a radio group, so it works with the keyboard (Enter or arrows to open, arrows to
 * move, Enter to choose, Escape to close) and a screen reader hears the current choice.
 * Loaded after the page like the user menu, keeping the dropdown out of the entry chunk.
 */
import { Monitor, Moon, Sun } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { setThemeChoice, THEME_CHOICES, useTheme, type ThemeChoice } from '../../lib/theme';

export const THEME_LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICONS: Record<ThemeChoice, LucideIcon> = { light: Sun, dark: Moon, system: Monitor };

/** The trigger's accessible name: what it does and what is chosen now. */
export const themeButtonLabel = (choice: ThemeChoice) => `Theme: ${THEME_LABELS[choice]}`;

export function ThemeIcon({ theme }: { theme: 'light' | 'dark' }) {
  return theme === 'dark' ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />;
}

export function ThemeMenu() {
  const { choice, theme } = useTheme();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={themeButtonLabel(choice)}
          title={themeButtonLabel(choice)}
        >
          <ThemeIcon theme={theme} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-40">
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={choice} onValueChange={(value) => setThemeChoice(value as ThemeChoice)}>
          {THEME_CHOICES.map((option) => {
            const Icon = ICONS[option];
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <Icon aria-hidden="true" />
                {THEME_LABELS[option]}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
