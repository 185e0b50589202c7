/**
 * The admin side menu (docs/product.md#screens-and-routes: Dashboard, Users, Ads, Prompts, API
 * Keys, Settings, Audit log; side-nav.tsx adds Logout). Loaded with the admin screens, not with
 * the first page.
 */
import { KeyRound, LayoutDashboard, Megaphone, ScrollText, Settings, ShieldCheck, Users } from 'lucide-react';
import type { SideNavItem } from './side-nav';

export const ADMIN_MENU: SideNavItem[] = [
  { kind: 'link', label: 'Dashboard', to: '/admin', icon: LayoutDashboard, end: true },
  { kind: 'link', label: 'Users', to: '/admin/users', icon: Users },
  { kind: 'link', label: 'Ads', to: '/admin/ads', icon: Megaphone },
  { kind: 'link', label: 'Prompts', to: '/admin/prompts', icon: ShieldCheck },
  { kind: 'link', label: 'API Keys', to: '/admin/api-keys', icon: KeyRound },
  { kind: 'link', label: 'Settings', to: '/admin/settings', icon: Settings },
  { kind: 'link', label: 'Audit log', to: '/admin/audit', icon: ScrollText },
];
