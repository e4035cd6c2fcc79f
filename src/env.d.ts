import type { InboxLocals } from '../server/inbox/locals.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    // Registered in astro.config.mjs; see src/lib/after-paint-directive.ts.
    'client:afterpaint'?: boolean;
  }
}

declare global {
  namespace App {
    // The inbox server hands its pages the signed-in owner and their data (server/inbox/locals.ts).
    interface Locals extends InboxLocals {}
  }
}
