export { OrderingModule, ORDERING_ENTITIES } from './lib/ordering.module';
export { Cart } from './lib/cart/cart.entity';
export { CartItem } from './lib/cart/cart-item.entity';
export { Order } from './lib/orders/order.entity';
export { OrderItem } from './lib/orders/order-item.entity';
export { CartCleanupJob } from './lib/cart/cart-cleanup.job';
export { ORDERING_MIGRATIONS } from './migrations';
export { ORDERING_CONTEXT } from './lib/ordering.context';
