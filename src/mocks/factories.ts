import type { OrderInput } from '../contract/order.ts';
import type { ProductAsServedInput } from '../contract/product.ts';
import type { CartItem } from '../domain/cart.ts';
import type { WishlistItem } from '../state/wishlist.ts';

/** Contract-valid inputs with fixed defaults; override what the test is about. */
export const makeProduct = (overrides: Partial<ProductAsServedInput> = {}): ProductAsServedInput => ({
  id: 'f0000000-0000-4000-8000-000000000001',
  title: 'Test Corrugated Box (Pack of 10)',
  description: 'A plain 3-ply box used in tests.',
  imgUrl: '/mock-images/box.svg',
  images: [{ url: '/mock-images/box.svg' }],
  category: 'Packaging & Shipping Products',
  parentCategory: 'Corrugated Boxes',
  regularPrice: 250,
  createdAt: '2025-01-01T00:00:00.000Z',
  attributes: [],
  ...overrides,
});

/** `count` products with distinct ids and titles (for grids and pagination). */
export const makeProducts = (count: number, overrides: Partial<ProductAsServedInput> = {}) =>
  Array.from({ length: count }, (_, i) =>
    makeProduct({
      id: `f0000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      title: `Test Product ${i + 1}`,
      ...overrides,
    }),
  );

export const makeOrder = (overrides: Partial<OrderInput> = {}): OrderInput => ({
  id: 'ORD-TEST0001',
  status: 0,
  createdAt: '2025-02-01T10:00:00.000Z',
  items: [
    {
      id: 'OI-TEST-0001',
      productId: 'f0000000-0000-4000-8000-000000000001',
      productTitle: 'Test Corrugated Box (Pack of 10)',
      quantity: 2,
      price: 250,
    },
  ],
  shippingAddress: {
    fullName: 'Rahul Verma',
    address: '12, MG Road, Civil Lines',
    city: 'Jaipur',
    state: 'Rajasthan',
    postalCode: '302006',
    phone: '+919812345678',
  },
  total: 500,
  ...overrides,
});

export const makeCartItem = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 'f0000000-0000-4000-8000-000000000001',
  name: 'Test Corrugated Box (Pack of 10)',
  image: '/mock-images/box.svg',
  price: 250,
  quantity: 1,
  ...overrides,
});

export const makeWishlistItem = (overrides: Partial<WishlistItem> = {}): WishlistItem => ({
  id: 'f0000000-0000-4000-8000-000000000002',
  name: 'Test Bubble Wrap Roll',
  image: '/mock-images/box.svg',
  price: 420,
  category: 'Packaging & Shipping Products',
  sizes: [],
  colors: [],
  ...overrides,
});
