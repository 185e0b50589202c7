/**
 * The audit log in words: what an entry's action did to its target, from the actions the server
 * records (src/server/features/admin/*.service.ts, prompts-owner.service.ts, comments.service.ts).
 * An action this list does not know is shown as it is stored.
 */
import type { AuditEntry } from '../../../../shared/admin-schemas';

type Details = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const list = (value: unknown): string | undefined =>
  Array.isArray(value) && value.length ? value.filter((v) => typeof v === 'string').join(', ') : undefined;
const quoted = (value: string | undefined) => (value ? ` “${value}”` : '');

/** e.g. "Edited prompt #12 (title, content), now version 3". */
export function describeAuditEntry(entry: AuditEntry): string {
  const d: Details = entry.details && typeof entry.details === 'object' ? (entry.details as Details) : {};
  const id = entry.targetId ?? '';
  switch (entry.action) {
    case 'prompt.update': {
      const fields = list(d.fields);
      const version = count(d.version);
      return `Edited prompt #${id}${fields ? ` (${fields})` : ''}${version ? `, now version ${version}` : ''}`;
    }
    case 'prompt.delete':
      return `Deleted prompt #${id}${quoted(text(d.title))}`;
    case 'comment.delete': {
      const promptId = count(d.promptId);
      return `Deleted comment #${id}${promptId ? ` on prompt #${promptId}` : ''}`;
    }
    case 'ad.create':
      return `Created ad panel #${id}${quoted(text(d.title))}`;
    case 'ad.update': {
      const fields = list(d.fields);
      return `Edited ad panel #${id}${fields ? ` (${fields})` : ''}`;
    }
    case 'ad.enable':
      return `Enabled ad panel #${id}`;
    case 'ad.disable':
      return `Disabled ad panel #${id}`;
    case 'ad.delete':
      return `Deleted ad panel #${id}${quoted(text(d.title))}`;
    case 'user.invite':
      return `Invited ${id}`;
    case 'user.remove':
      return `Removed user ${text(d.email) ?? id}`;
    case 'user.role': {
      const from = text(d.from);
      const to = text(d.to);
      return from && to ? `Changed a user's role from ${from} to ${to}` : `Changed the role of user ${id}`;
    }
    case 'user.ban': {
      const reason = text(d.reason);
      return `Banned ${text(d.email) ?? id}${reason ? ` (${reason})` : ''}`;
    }
    case 'user.unban':
      return `Unbanned ${text(d.email) ?? id}`;
    case 'api_key.revoke':
      return `Revoked API key #${id}${quoted(text(d.name))}`;
    case 'admin.setup':
      return `Set up the first admin${text(d.email) ? ` (${text(d.email)})` : ''}`;
    case 'prompts.import': {
      const file = text(d.fileName);
      if (d.status === 'failed') return `Started a prompt import that failed${file ? ` (${file})` : ''}`;
      const imported = count(d.importedRows);
      const skipped = count(d.skippedRows);
      return `Imported prompts${file ? ` from ${file}` : ''}${imported !== undefined ? `: ${imported} imported` : ''}${skipped ? `, ${skipped} skipped` : ''}`;
    }
    case 'settings.update':
      return 'Changed the site settings';
    case 'invitation.resend':
      return `Sent the invitation to ${id} again`;
    case 'invitation.revoke':
      return `Revoked the invitation to ${id}`;
    case 'mail.retry':
      return `Queued mail #${id}${text(d.to) ? ` to ${text(d.to)}` : ''} to be sent again`;
    default:
      return `${entry.action} on ${entry.targetType}${id ? ` ${id}` : ''}`;
  }
}

/** The actions the server records, for the filter (value, label), in the order shown. */
export const AUDIT_ACTIONS: [string, string][] = [
  ['prompt.update', 'Prompt edited'],
  ['prompt.delete', 'Prompt deleted'],
  ['comment.delete', 'Comment deleted'],
  ['prompts.import', 'Prompts imported'],
  ['user.invite', 'User invited'],
  ['invitation.resend', 'Invitation sent again'],
  ['invitation.revoke', 'Invitation revoked'],
  ['user.role', 'Role changed'],
  ['user.ban', 'User banned'],
  ['user.unban', 'User unbanned'],
  ['user.remove', 'User removed'],
  ['ad.create', 'Ad created'],
  ['ad.update', 'Ad edited'],
  ['ad.enable', 'Ad enabled'],
  ['ad.disable', 'Ad disabled'],
  ['ad.delete', 'Ad deleted'],
  ['settings.update', 'Settings changed'],
  ['mail.retry', 'Mail sent again'],
  ['admin.setup', 'First admin set up'],
];

/** Where the thing acted on can be seen now, if anywhere (a deleted prompt or ad cannot). */
export function auditTargetLink(entry: AuditEntry): string | null {
  const d: Details = entry.details && typeof entry.details === 'object' ? (entry.details as Details) : {};
  switch (entry.action) {
    case 'prompt.update':
      return entry.targetId ? `/prompt/${encodeURIComponent(entry.targetId)}` : null;
    case 'comment.delete':
      return count(d.promptId) ? `/prompt/${count(d.promptId)}` : null;
    case 'ad.create':
    case 'ad.update':
    case 'ad.enable':
    case 'ad.disable':
      return '/admin/ads';
    case 'user.invite':
    case 'invitation.resend':
    case 'invitation.revoke':
    case 'user.role':
    case 'user.ban':
    case 'user.unban':
      return '/admin/users';
    case 'settings.update':
      return '/admin/settings';
    case 'mail.retry':
    case 'prompts.import':
      return '/admin';
    default:
      return null;
  }
}

/** "Deleted prompt #2" → "deleted prompt #2", to follow the actor's name in a sentence. */
export function lowerFirst(text: string): string {
  return text ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** Whether the entry carries details worth expanding. */
export function hasAuditDetails(entry: AuditEntry): boolean {
  if (entry.details === null || entry.details === undefined) return false;
  return typeof entry.details !== 'object' || Object.keys(entry.details).length > 0;
}

const WHEN_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Mar 5, 2025, 3:04 PM" in local time. */
export function formatAuditTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : WHEN_FORMAT.format(date);
}
