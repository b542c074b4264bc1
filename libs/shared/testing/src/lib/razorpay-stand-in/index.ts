// The Razorpay stand-in's public door: the function that starts it and the shapes it hands out.

export type {
  CheckoutAnswer,
  RazorpayStandIn,
  StandInOrder,
  StandInPayment,
  StandInRefund,
  StandInWebhook,
  StandInWebhookEvent,
} from './types';
export { startRazorpayStandIn } from './start-razorpay-stand-in';
