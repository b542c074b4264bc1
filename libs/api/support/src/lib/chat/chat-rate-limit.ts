import { CHAT_LIMITS } from '@nidra/shared/contracts';

/** A sliding window per sender: at most `burst` messages in `burstWindowMs` (on this instance). */
export class ChatRateLimit {
  private readonly sent = new Map<string, number[]>();

  constructor(
    private readonly burst: number = CHAT_LIMITS.burst,
    private readonly windowMs: number = CHAT_LIMITS.burstWindowMs,
  ) {}

  /** Records a message and says whether it may go. */
  allow(senderId: string, now = Date.now()): boolean {
    const recent = (this.sent.get(senderId) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.burst) {
      this.sent.set(senderId, recent);
      return false;
    }
    recent.push(now);
    this.sent.set(senderId, recent);
    return true;
  }

  /** Forgets senders with nothing in the window, so the map does not grow without end. */
  sweep(now = Date.now()): void {
    for (const [id, times] of this.sent) if (!times.some((at) => at > now - this.windowMs)) this.sent.delete(id);
  }
}
