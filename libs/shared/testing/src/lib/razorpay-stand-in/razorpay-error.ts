// Razorpay's error answer: a refusal with its HTTP status, in the body shape the SDK expects.

interface RazorpayErrorBody {
  error: {
    code: 'BAD_REQUEST_ERROR';
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, string>;
    field?: string;
  };
}

/** A refusal in Razorpay's error shape. */
export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    description: string,
    readonly extra: { field?: string; reason?: string; source?: string; step?: string; metadata?: Record<string, string> } = {},
  ) {
    super(description);
  }

  get body(): RazorpayErrorBody {
    const { field, reason = 'NA', source = 'NA', step = 'NA', metadata = {} } = this.extra;
    return {
      error: { code: 'BAD_REQUEST_ERROR', description: this.message, source, step, reason, metadata, ...(field && { field }) },
    };
  }
}
