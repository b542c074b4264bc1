/** The answers of `GET /api/delivery/{pincode}` when it finds nothing (its body is `DeliveryEstimateResponse`). */
export const DeliveryMessage = {
  invalidPincode: 'Enter a valid 6-digit pincode.',
  unknownPincode: 'We could not find that pincode.',
} as const;
