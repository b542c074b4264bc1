export interface WishlistEntryDto {
  _id: string;
  /** `fromPriceWithTax`: the cheapest active size with its GST, what the page shows as "from ₹X". */
  product: { _id: string; name: string; slug: string; price: number; fromPrice: number; fromPriceWithTax: number; imageUrl: string | null };
  isLiked: boolean;
  created: string;
}

export interface WishlistRequest {
  product: string;
  isLiked: boolean;
}

export interface WishlistResponse {
  wishlist: WishlistEntryDto[];
}

/** A product liked or no longer liked, with the words to show. */
export interface WishlistChangedResponse {
  success: true;
  message: string;
  wishlist: WishlistEntryDto;
}

export const WishlistMessage = {
  added: 'Product has been added to your wishlist!',
  removed: 'Product has been removed from your wishlist!',
  empty: 'you have no wishlist yet!',
  signInFirst: 'Please login to wishlist a product.',
} as const;
