import type { RazorpayVerifyRequest } from '@nidra/shared/contracts';

/** The part of Razorpay Checkout's options the shop uses. */
export interface RazorpayOptions {
  key: string;
  order_id: string;
  /** In paise. */
  amount: number;
  currency: string;
  name: string;
  description?: string;
  handler: (answer: RazorpayVerifyRequest) => void;
  prefill?: { name?: string; contact?: string; email?: string };
  modal?: { ondismiss?: () => void };
  theme?: { color?: string };
}

export interface RazorpayFailure {
  error?: { description?: string };
}

export interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', callback: (failure: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

let loading: Promise<RazorpayConstructor> | undefined;

/** Razorpay Checkout's script from `src`, added to the page once; a failed load may be tried again. */
export function loadRazorpay(src: string): Promise<RazorpayConstructor> {
  const ready = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (ready) return Promise.resolve(ready);
  if (!loading) {
    const script = document.createElement('script');
    loading = new Promise<RazorpayConstructor>((resolve, reject) => {
      script.src = src;
      script.async = true;
      script.onload = () => {
        const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
        if (loaded) resolve(loaded);
        else reject(new Error('Razorpay Checkout did not load.'));
      };
      script.onerror = () => reject(new Error('Razorpay Checkout did not load.'));
      document.head.appendChild(script);
    }).catch((error: unknown) => {
      loading = undefined;
      script.remove();
      throw error;
    });
  }
  return loading;
}
