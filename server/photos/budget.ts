/**
 * Bytes of uploaded photos the server holds in memory at once, across every request. One
 * request is bounded by the photo limits (60 MB), but many at the same time are not; past this
 * budget a request is answered 503 with Retry-After instead of growing the process without end.
 */
export class UploadBudget {
  private held = 0;
  private readonly limit: number;

  constructor(limitBytes: number) {
    this.limit = limitBytes;
  }

  /** Reserves `bytes`; false when that would go over the budget (nothing is reserved then). */
  take(bytes: number): boolean {
    if (this.held + bytes > this.limit) return false;
    this.held += bytes;
    return true;
  }

  give(bytes: number): void {
    this.held = Math.max(0, this.held - bytes);
  }
}
