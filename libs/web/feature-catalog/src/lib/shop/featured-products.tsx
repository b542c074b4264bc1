import { Carousel, ProductCard } from '@nidra/web/ui';
import { useListProductsQuery } from '../catalog.api';

/** The newest products, shown in the home page's carousel (nothing while there are none). */
export function FeaturedProducts() {
  const { data } = useListProductsQuery({ order: 0, pageNumber: 1 });
  if (!data || data.products.length === 0) return null;
  return (
    <section className="featured container">
      <h2 className="section-title">Featured Products</h2>
      <Carousel label="Featured Products">
        {data.products.map((product) => (
          <ProductCard
            key={product._id}
            slug={product.slug}
            name={product.name}
            price={product.price}
            fromPrice={product.fromPrice}
            fromPriceWithTax={product.fromPriceWithTax}
            imageUrl={product.imageUrl}
            brandName={product.brand?.name}
          />
        ))}
      </Carousel>
    </section>
  );
}
