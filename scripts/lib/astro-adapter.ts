import type { AstroIntegration } from 'astro';

/**
 * The server's own Astro adapter: its entry (server/inbox/astro-entry.ts) exports Astro's App,
 * which the Hono server asks for a page with a standard Request and gets a standard Response
 * from (server/inbox/astro.ts), so Hono's middleware sees every rendered page as it sees any
 * other answer. Nothing of a host's server is needed: the Hono server is the host.
 */
export function honoAdapter(): AstroIntegration {
  return {
    name: 'hono-adapter',
    hooks: {
      'astro:config:done': ({ setAdapter }) =>
        setAdapter({
          name: 'hono-adapter',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('../../server/inbox/astro-entry.ts', import.meta.url),
          adapterFeatures: { buildOutput: 'server', middlewareMode: 'classic' },
          supportedAstroFeatures: { hybridOutput: 'stable', staticOutput: 'stable', serverOutput: 'stable', sharpImageService: 'stable', envGetSecret: 'unsupported' },
        }),
    },
  };
}
