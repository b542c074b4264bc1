/**
 * Reviews and merchant requests wait for an administrator (Approved, Rejected, anything else
 * pending) and follow the same table of what may be done in each status.
 */
export const ModerationStatus = {
  Waiting: 'Waiting Approval',
  Approved: 'Approved',
  Rejected: 'Rejected',
} as const;
export type ModerationStatus = (typeof ModerationStatus)[keyof typeof ModerationStatus];
export const MODERATION_STATUSES: readonly ModerationStatus[] = Object.values(ModerationStatus);

export type ModerationAction = 'approve' | 'reject' | 'delete';

/** Pending → approve, reject or delete; approved → delete; rejected → approve again or delete. */
export const MODERATION_ACTIONS: Record<ModerationStatus, readonly ModerationAction[]> = {
  [ModerationStatus.Waiting]: ['approve', 'reject', 'delete'],
  [ModerationStatus.Approved]: ['delete'],
  [ModerationStatus.Rejected]: ['approve', 'delete'],
};

/** "A review that is approved cannot be rejected." */
export function moderationRefused(subject: string, action: ModerationAction, status: ModerationStatus): string {
  const done = action === 'approve' ? 'approved' : action === 'reject' ? 'rejected' : 'deleted';
  return `${subject} that is ${status.toLowerCase()} cannot be ${done}.`;
}
