import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../shared/admin-schemas';
import { auditTargetLink, describeAuditEntry, hasAuditDetails, lowerFirst } from './audit-entry';

const entry = (action: string, targetType: string, targetId: string | null, details: unknown = null): AuditEntry => ({
  id: 1,
  actor: { id: 'a', email: 'admin@example.com', username: 'site-admin' },
  action,
  targetType,
  targetId,
  details,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('describeAuditEntry', () => {
  it.each([
    [
      entry('prompt.update', 'prompt', '12', { fields: ['title'], version: 2 }),
      'Edited prompt #12 (title), now version 2',
    ],
    [entry('prompt.delete', 'prompt', '12', { title: 'Old', ownerId: null }), 'Deleted prompt #12 “Old”'],
    [entry('comment.delete', 'comment', '5', { promptId: 12 }), 'Deleted comment #5 on prompt #12'],
    [entry('ad.create', 'ad', '3', { title: 'Sale' }), 'Created ad panel #3 “Sale”'],
    [entry('api_key.revoke', 'api_key', '8', { name: 'CI', owner: 'u2' }), 'Revoked API key #8 “CI”'],
    [entry('ad.update', 'ad', '3', { fields: ['title', 'endDate'] }), 'Edited ad panel #3 (title, endDate)'],
    [entry('ad.disable', 'ad', '3'), 'Disabled ad panel #3'],
    [entry('ad.delete', 'ad', '3', { title: 'Sale' }), 'Deleted ad panel #3 “Sale”'],
    [entry('user.invite', 'invitation', 'new@example.com'), 'Invited new@example.com'],
    [entry('user.remove', 'user', 'u9', { email: 'gone@example.com' }), 'Removed user gone@example.com'],
    [entry('user.role', 'user', 'u9', { from: 'user', to: 'admin' }), "Changed a user's role from user to admin"],
    [entry('user.ban', 'user', 'u9', { email: 'b@example.com', reason: 'spam' }), 'Banned b@example.com (spam)'],
    [entry('user.unban', 'user', 'u9', { email: 'b@example.com' }), 'Unbanned b@example.com'],
    [entry('admin.setup', 'user', 'u1', { email: 'a@example.com' }), 'Set up the first admin (a@example.com)'],
    [
      entry('prompts.import', 'import', 'j1', { fileName: 'p.csv', status: 'done', importedRows: 10, skippedRows: 2 }),
      'Imported prompts from p.csv: 10 imported, 2 skipped',
    ],
    [
      entry('prompts.import', 'import', 'j1', { fileName: 'p.csv', status: 'failed' }),
      'Started a prompt import that failed (p.csv)',
    ],
    [entry('settings.update', 'settings', 'site', { before: {}, after: {} }), 'Changed the site settings'],
    [entry('something.new', 'thing', '8'), 'something.new on thing 8'],
  ])('describes entry %#', (input, expected) => {
    expect(describeAuditEntry(input)).toBe(expected);
  });

  it('expands only entries with details', () => {
    expect(hasAuditDetails(entry('ad.enable', 'ad', '1'))).toBe(false);
    expect(hasAuditDetails(entry('ad.enable', 'ad', '1', {}))).toBe(false);
    expect(hasAuditDetails(entry('ad.create', 'ad', '1', { title: 'x' }))).toBe(true);
  });
});

describe('auditTargetLink', () => {
  it.each([
    [entry('prompt.update', 'prompt', '12'), '/prompt/12'],
    [entry('prompt.delete', 'prompt', '12'), null],
    [entry('comment.delete', 'comment', '7', { promptId: 3 }), '/prompt/3'],
    [entry('ad.enable', 'ad', '4'), '/admin/ads'],
    [entry('ad.delete', 'ad', '4'), null],
    [entry('invitation.revoke', 'invitation', 'a@example.com'), '/admin/users'],
    [entry('settings.update', 'settings', 'site'), '/admin/settings'],
  ])('%o links to %s', (e, link) => {
    expect(auditTargetLink(e)).toBe(link);
  });

  it('new actions read as sentences', () => {
    expect(describeAuditEntry(entry('invitation.resend', 'invitation', 'a@example.com'))).toBe(
      'Sent the invitation to a@example.com again',
    );
    expect(describeAuditEntry(entry('mail.retry', 'mail', '9', { to: 'b@example.com' }))).toBe(
      'Queued mail #9 to b@example.com to be sent again',
    );
    expect(lowerFirst('Deleted prompt #2')).toBe('deleted prompt #2');
  });
});
