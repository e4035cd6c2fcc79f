import type { InboxLocals } from '../server/inbox/locals.ts';

declare global {
  namespace App {
    // The inbox server hands its pages the signed-in owner and their data (server/inbox/locals.ts).
    interface Locals extends InboxLocals {}
  }
}
