import { ModerationStatus, type ModerationAction } from '@nidra/shared/contracts';
import { Button } from './button';

const LABELS: Record<ModerationAction, string> = { approve: 'Approve', reject: 'Reject', delete: 'Delete' };
const VARIANTS = { approve: 'primary', reject: 'secondary', delete: 'danger' } as const;

export function StatusBadge({ status }: { status: ModerationStatus }) {
  const tone = status === ModerationStatus.Approved ? ' badge--on' : status === ModerationStatus.Rejected ? ' badge--off' : '';
  return <span className={`badge${tone}`}>{status === ModerationStatus.Waiting ? 'Pending' : status}</span>;
}

interface ModerationActionsProps {
  /** The actions the status allows, in the order shown. */
  actions: readonly ModerationAction[];
  /** What the buttons act on, for their accessible names ("Approve “Kerala Coir”"). */
  subject: string;
  busy: boolean;
  onAct: (action: ModerationAction) => void;
}

/** Approve, reject and delete buttons, only those allowed. */
export function ModerationActions({ actions, subject, busy, onAct }: ModerationActionsProps) {
  return (
    <div className="moderation__actions">
      {actions.map((action) => (
        <Button key={action} variant={VARIANTS[action]} disabled={busy} aria-label={`${LABELS[action]} “${subject}”`} onClick={() => onAct(action)}>
          {LABELS[action]}
        </Button>
      ))}
    </div>
  );
}
