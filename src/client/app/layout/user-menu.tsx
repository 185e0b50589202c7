/**
 * The signed-in user's menu in the header (docs/product.md#screens-and-routes): their email address, Prompts,
 * My Prompts, Saved, Submit Prompt, Account and Logout. Loaded only for signed-in visitors, so
 * the dropdown's code stays out of the home page's JavaScript for everyone else.
 */
import { Link } from 'react-router';
import { Bookmark, ChevronDown, CircleUser, FileText, House, LogOut, Plus, Settings } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';

type UserMenuProps = { email: string; onLogout: () => void };

const LINKS: { label: string; to: string; icon: LucideIcon }[] = [
  { label: 'Prompts', to: '/', icon: House },
  { label: 'My Prompts', to: '/my-prompts', icon: FileText },
  { label: 'Saved', to: '/saved', icon: Bookmark },
  { label: 'Submit Prompt', to: '/submit', icon: Plus },
  { label: 'Account', to: '/account', icon: Settings },
];

export function UserMenu({ email, onLogout }: UserMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          className="max-w-[14rem] gap-1.5 px-2 sm:px-3"
          aria-label={`Account menu for ${email}`}
        >
          <CircleUser aria-hidden="true" />
          <span className="hidden truncate lg:inline">{email}</span>
          <ChevronDown aria-hidden="true" className="hidden opacity-60 sm:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="truncate font-normal">
          <span className="block text-xs text-muted-foreground">Signed in as</span>
          <span className="block truncate font-medium" title={email}>
            {email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {LINKS.map(({ label, to, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
