import { useId } from 'react';

interface UploadProgressProps {
  /** 0–99 while the file is sent, 100 once the server has it all and works on it. */
  percent: number;
  /** What is sent, as in "Uploading the image". */
  what: string;
  /** What the server does meanwhile, as in "Processing the image". */
  working: string;
}

/**
 * A labelled progress bar: the share sent, then an indeterminate bar while the server works. Screen
 * readers hear the change of phase, not every percent.
 */
export function UploadProgress({ percent, what, working }: UploadProgressProps) {
  const id = useId();
  const sending = percent < 100;
  return (
    <div className="upload-progress">
      <label className="upload-progress__label" htmlFor={id}>
        {sending ? `Uploading ${what}: ${percent}%` : `${working}…`}
      </label>
      {/* A bar without a value is indeterminate; a new element, since one that had a value keeps it. */}
      {sending ? (
        <progress key="sending" id={id} className="upload-progress__bar" max={100} value={percent} />
      ) : (
        <progress key="working" id={id} className="upload-progress__bar" />
      )}
      <span className="visually-hidden" role="status">
        {sending ? `Uploading ${what}` : `${working}`}
      </span>
    </div>
  );
}
