/**
 * The owner's devices that get alerts, as /inbox/alerts lists them (server/alerts/subscriptions.ts).
 * Types only, shared by the server and the inbox's components.
 */

export interface OwnerDevice {
  id: number;
  device: string;
  createdAt: string;
}
