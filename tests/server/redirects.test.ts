import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratch, suiteApp } from './helpers.ts';

/** The Node server answers the redirects of dist/_redirects, as static hosts do; real app over real files. */
describe('renamed article addresses on the Node server', () => {
  const dir = scratch('ccr-redirects-');
  writeFileSync(join(dir.dist, 'blog-new.html'), '<!doctype html><title>New</title><h1>New</h1>');
  writeFileSync(join(dir.dist, 'kept.html'), '<!doctype html><title>Kept</title><h1>Kept</h1>');
  writeFileSync(join(dir.dist, '_redirects'), ['/blog-old /blog-new 301', '/kept /blog-new 301', '/away https://evil.example/ 301', ''].join('\n'));
  const app = suiteApp(dir);
  const get = (path: string, method = 'GET') => app.request(path, { method, redirect: 'manual' });

  it('answers the old address with 301 to the new one, keeping the query string', async () => {
    const response = await get('/blog-old?utm_source=newsletter');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/blog-new?utm_source=newsletter');
    expect((await get('/blog-old', 'HEAD')).status).toBe(301);
    expect((await get('/blog-new')).status).toBe(200);
  });

  it('lets a page built at an address win over a redirect from it, and never redirects off the site', async () => {
    expect((await get('/kept')).status).toBe(200);
    const away = await get('/away');
    expect(away.status).toBe(404);
    expect(away.headers.get('location')).toBeNull();
    expect((await get('/blog-old', 'POST')).status).toBe(405);
  });
});
