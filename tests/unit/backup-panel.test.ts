import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BackupPanel, BackupWarning } from '../../src/components/inbox/BackupPanel.tsx';
import { backupOff, type BackupStatus } from '../../src/lib/backup-status.ts';

const html = (component: (props: { backup: BackupStatus }) => ReactElement | null, backup: BackupStatus) => renderToStaticMarkup(createElement(component, { backup }));
const target = 'bucket concrete, folder leads at s3.us-west-004.backblazeb2.com';

describe('the off-site copy in the inbox', () => {
  it('says when it is off, and who turns it on', () => {
    expect(html(BackupPanel, backupOff)).toMatch(/Off<\/p>.*live only on this server&#x27;s disk.*BACKUP_URL/);
    expect(html(BackupWarning, backupOff)).toBe('');
  });

  it('shows where it goes and when the last change reached it, in Charlotte time', () => {
    const page = html(BackupPanel, { on: true, target, lastCopiedAt: '2026-11-25T20:05:09.000Z', lagging: false });
    expect(page).toContain(target);
    expect(page).toContain('Nov 25, 2026, 3:05 PM');
    expect(page).toContain('Every change is in the copy.');
    expect(html(BackupWarning, { on: true, target, waitingSince: '2026-11-25T20:05:09.000Z', lagging: false })).toBe('');
  });

  it('warns on every page, and says since when, once changes have waited past 10 minutes', () => {
    const behind: BackupStatus = { on: true, target, lastCopiedAt: '2026-11-25T19:50:00.000Z', waitingSince: '2026-11-25T19:51:00.000Z', lagging: true };
    expect(html(BackupWarning, behind)).toBe(
      '<div role="status" class="border-b border-line bg-white"><p class="container-page border-l-8 border-l-danger py-3 font-bold">Off-site copy behind since Nov 25, 2026, 2:51 PM. <a href="/inbox/security#backup">See why</a></p></div>',
    );
    expect(html(BackupPanel, behind)).toMatch(/On, but behind.*Changes since Nov 25, 2026, 2:51 PM have not reached the copy\. They are safe on this server/);
  });

  it('says in one sentence what stops it, on every page and on the Security page, with where it would go', () => {
    const problem = 'The off-site copy is off because a setting is wrong: BACKUP_SFTP_KEY_FILE="/run/secrets/backup_sftp_key" does not exist.';
    const stopped: BackupStatus = { on: false, lagging: false, problem, target: 'nas.example.net/srv/backups (SFTP, as backup)' };
    expect(html(BackupWarning, stopped)).toBe(
      '<div role="status" class="border-b border-line bg-white"><p class="container-page border-l-8 border-l-danger py-3 wrap-anywhere"><strong>The off-site copy is off because a setting is wrong: BACKUP_SFTP_KEY_FILE=&quot;/run/secrets/backup_sftp_key&quot; does not exist.</strong> <a href="/inbox/security#backup">See what to do</a></p></div>',
    );
    const panel = html(BackupPanel, stopped);
    expect(panel).toMatch(/Not running<\/p>.*does not exist\..*nas\.example\.net\/srv\/backups.*quote form keep working.*docker compose up -d/);
  });
});
