import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { indianToday, RETURN_TRANSITIONS, ReturnMessage, ReturnStatus, type ReturnDto, type ReturnUpdate } from '@nidra/shared/contracts';
import { notifySuccess, serverErrorMessage, useAppDispatch } from '@nidra/web/data-access';
import { Button, TextField } from '@nidra/web/ui';
import { formatInr } from '@nidra/web/util';
import { useUpdateReturnMutation } from './returns.api';

const UNREACHABLE = 'Could not reach the shop. Check your connection and try again.';
const PICKUP_MESSAGES: string[] = [ReturnMessage.pickupDateInvalid, ReturnMessage.pickupDatePast];
const REJECTION_MESSAGES: string[] = [ReturnMessage.rejectionReasonRequired, ReturnMessage.rejectionReasonTooLong];

type Step = 'approve' | 'reject' | 'refund' | null;

/** The next steps a return may take, as buttons; Approve and Reject ask for their date or reason first. */
export function ReturnActions({ entry }: { entry: ReturnDto }) {
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdateReturnMutation();
  const [step, setStep] = useState<Step>(null);
  const [pickupDate, setPickupDate] = useState('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const boxRef = useRef<HTMLDivElement>(null);
  const problemId = useId();
  const next = RETURN_TRANSITIONS[entry.status];

  // A chosen step puts the cursor in it, a refused one in the field it names; afterwards it stays on the return's actions.
  useEffect(() => {
    if (focusTick > 0) boxRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], input, button')?.focus();
  }, [focusTick]);

  if (next.length === 0) return null;

  const choose = (chosen: Step) => {
    setStep(chosen);
    setFieldError(null);
    setProblem(null);
    setFocusTick((tick) => tick + 1);
  };

  const refuse = (message: string) => {
    setFieldError(message);
    setFocusTick((tick) => tick + 1);
  };

  const send = async (change: ReturnUpdate, fieldMessages: string[] = []) => {
    setFieldError(null);
    setProblem(null);
    try {
      await update({ id: entry._id, change }).unwrap();
      dispatch(notifySuccess(ReturnMessage.updated));
      setStep(null);
      setFocusTick((tick) => tick + 1);
    } catch (error) {
      const message = serverErrorMessage(error);
      if (message && fieldMessages.includes(message)) refuse(message);
      else setProblem(message ?? UNREACHABLE);
    }
  };

  const approve = (event: FormEvent) => {
    event.preventDefault();
    if (!pickupDate) return refuse(ReturnMessage.pickupDateInvalid);
    void send({ status: ReturnStatus.Approved, pickupDate }, PICKUP_MESSAGES);
  };

  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return refuse(ReturnMessage.rejectionReasonRequired);
    void send({ status: ReturnStatus.Rejected, reason: reason.trim() }, REJECTION_MESSAGES);
  };

  return (
    <div ref={boxRef} className="return-actions">
      {step === 'approve' ? (
        <form className="return-actions__step" noValidate aria-label="Approve the return" onSubmit={approve}>
          <TextField
            label="Pickup date"
            name="pickupDate"
            type="date"
            min={indianToday()}
            value={pickupDate}
            error={fieldError ?? undefined}
            onChange={(event) => setPickupDate(event.target.value)}
          />
          <div className="return-actions__buttons">
            <Button type="submit" busy={isLoading}>
              Approve return
            </Button>
            <Button variant="ghost" onClick={() => choose(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : step === 'reject' ? (
        <form className="return-actions__step" noValidate aria-label="Reject the return" onSubmit={reject}>
          <TextField
            label="Reason for rejecting"
            name="rejectionReason"
            value={reason}
            error={fieldError ?? undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="return-actions__buttons">
            <Button type="submit" variant="danger" busy={isLoading}>
              Reject return
            </Button>
            <Button variant="ghost" onClick={() => choose(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : step === 'refund' ? (
        <div className="return-actions__buttons">
          <Button busy={isLoading} onClick={() => void send({ status: ReturnStatus.Refunded })}>
            Confirm refund of {formatInr(entry.amount)}
          </Button>
          <Button variant="ghost" onClick={() => choose(null)}>
            Cancel
          </Button>
        </div>
      ) : (
        <div className="return-actions__buttons">
          {next.includes(ReturnStatus.Approved) && <Button onClick={() => choose('approve')}>Approve</Button>}
          {next.includes(ReturnStatus.Rejected) && (
            <Button variant="danger" onClick={() => choose('reject')}>
              Reject
            </Button>
          )}
          {next.includes(ReturnStatus.Received) && (
            <Button busy={isLoading} onClick={() => void send({ status: ReturnStatus.Received })}>
              Mark received
            </Button>
          )}
          {next.includes(ReturnStatus.Refunded) && <Button onClick={() => choose('refund')}>Refund</Button>}
        </div>
      )}
      {problem && (
        <p id={problemId} className="return-actions__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
