// The Shiprocket stand-in's public door: the function that starts it and the shapes it hands out.

export type {
  ShiprocketStandIn,
  StandInFailure,
  StandInScan,
  StandInShiprocketOrder,
  StandInWebhookAnswer,
} from './types';
export { startShiprocketStandIn } from './start-shiprocket-stand-in';
