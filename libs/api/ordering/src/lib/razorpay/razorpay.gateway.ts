import { Injectable, Logger } from '@nestjs/common';
import type Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { AppConfig, InvalidInput, onFirstUse, ServiceUnavailable, type RazorpayConfig } from '@nidra/api/core';
import { CheckoutMessage } from '@nidra/shared/contracts';

/** The SDK's HTTP client (axios) and API version, for the one call whose headers the SDK cannot set. */
interface RazorpayHttp {
  version: string;
  rq: { post(url: string, data: unknown, options: { headers: Record<string, string> }): Promise<{ data: unknown }> };
}

/** A payment as Razorpay reports it. */
export interface GatewayPayment {
  id: string;
  orderId: string;
  /** In paise. */
  amount: number;
  currency: string;
  status: string;
}

/** Razorpay could not be reached or refused a call the shop made; the shopper may try again. */
export class GatewayUnavailable extends ServiceUnavailable {}

/** How long the shop waits for Razorpay's API before telling the shopper to try again. */
const API_TIMEOUT_MS = 10_000;

/**
 * Razorpay through its official SDK, its requests sent to `RAZORPAY_API_URL`. Signatures are checked with
 * the SDK's own functions: a payment's over `order_id|payment_id` with the key secret, a webhook's over
 * the raw body with the webhook secret. The SDK (with its HTTP client) is loaded on the first call to
 * Razorpay, not at start: a shop that takes no online payment never holds it.
 */
@Injectable()
export class RazorpayGateway {
  private readonly logger = new Logger(RazorpayGateway.name);
  private readonly settings?: RazorpayConfig;
  /** The SDK's client for the shop's keys. */
  private readonly client = onFirstUse(() =>
    import('razorpay').then(({ default: Sdk }) => {
      const settings = this.require();
      const client = new Sdk({ key_id: settings.keyId, key_secret: settings.keySecret });
      const http = (client as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }).api.rq;
      http.defaults.baseURL = settings.apiUrl;
      http.defaults.timeout = API_TIMEOUT_MS;
      return client;
    }),
  );

  constructor(config: AppConfig) {
    this.settings = config.razorpay;
  }

  get configured(): boolean {
    return this.settings !== undefined;
  }

  get keyId(): string {
    return this.require().keyId;
  }

  /** A Razorpay order for the exact amount, in paise, with the shop's order id as its receipt. */
  async createOrder(amountPaise: number, receipt: string): Promise<string> {
    const created = await this.call('create an order', () =>
      this.sdk().then((sdk) => sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes: { order: receipt } })),
    );
    return created.id;
  }

  async payment(paymentId: string): Promise<GatewayPayment> {
    const found = await this.call('read a payment', () => this.sdk().then((sdk) => sdk.payments.fetch(paymentId)));
    return { id: found.id, orderId: String(found.order_id), amount: Number(found.amount), currency: found.currency, status: found.status };
  }

  /**
   * Gives back some or all of a payment. `once` names this refund for good (at least 10 letters, digits,
   * - or _): Razorpay makes one refund per name, so asking again after an answer was lost, or after the
   * shop's own transaction failed, never pays out twice. The SDK's refund call takes no headers, so the
   * request goes through its HTTP client with the same path and body.
   */
  async refund(paymentId: string, amountPaise: number, once: string): Promise<string> {
    // Refused here when online payment is not configured; only the gateway's own failures are its 503.
    const sdk = this.sdk();
    const refund = await this.call('refund a payment', async () => {
      const { api } = (await sdk) as unknown as { api: RazorpayHttp };
      const answer = await api.rq.post(`/${api.version}/payments/${encodeURIComponent(paymentId)}/refund`, { amount: amountPaise }, {
        headers: { 'X-Refund-Idempotency': once },
      });
      return answer.data as { id: string };
    });
    return refund.id;
  }

  /** Whether Checkout's answer was signed by Razorpay for this order and payment. */
  paymentSigned(orderId: string, paymentId: string, signature: string): boolean {
    return validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, this.require().keySecret);
  }

  /** Whether a webhook's body was signed with the shop's webhook secret. */
  webhookSigned(rawBody: string, signature: string | undefined): boolean {
    if (!signature) return false;
    return validateWebhookSignature(rawBody, signature, this.require().webhookSecret);
  }

  private require(): RazorpayConfig {
    if (!this.settings) throw new InvalidInput(CheckoutMessage.onlineUnavailable);
    return this.settings;
  }

  /** The SDK's client, once online payment is configured. */
  private sdk(): Promise<Razorpay> {
    this.require();
    return this.client();
  }

  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      // The SDK rejects with `{ statusCode, error }` for Razorpay's answers and with axios' error otherwise.
      const detail = error as { statusCode?: number; error?: { description?: string }; message?: string };
      this.logger.warn(`Razorpay could not ${what}: ${detail.statusCode ?? ''} ${detail.error?.description ?? detail.message ?? 'no answer'}`);
      throw new GatewayUnavailable(CheckoutMessage.gatewayDown);
    }
  }
}
