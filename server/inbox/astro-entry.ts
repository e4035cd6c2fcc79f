import { createApp } from 'astro/app/entrypoint';

/**
 * The on-demand pages' entry, built by `astro build` into dist-server/entry.mjs (through
 * scripts/lib/astro-adapter.ts). Each page is rendered whole before it is answered, so a failure
 * mid-page is a clean 500 and Server-Timing covers the render.
 */
export const app = createApp({ streaming: false });
