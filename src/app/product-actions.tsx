import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductChoice } from '../components/quick-view.tsx';
import type { CartItem } from '../domain/cart.ts';
import type { Product } from '../domain/product.ts';
import { autoSelection, needsSizeChoice } from '../domain/variants.ts';
import { useCartStore } from '../state/cart.ts';
import { toast } from '../state/toasts.ts';
import { startQuantity } from '../domain/order-quantity.ts';
import { useWishlist } from '../state/wishlist.ts';

export const actionTexts = {
  added: 'Added to cart',
  addedDetail: (name: string) => `${name} added to your cart`,
  increased: 'Quantity increased',
  increasedDetail: (name: string) => `${name} quantity increased`,
  /** On the notice: the choice to go to the cart now or keep shopping. */
  viewCart: 'View cart',
  wishlisted: 'Added to wishlist',
  wishlistedDetail: (name: string) => `${name} was saved to your wishlist`,
  unwishlisted: 'Removed from wishlist',
  unwishlistedDetail: (name: string) => `${name} was removed from your wishlist`,
} as const;

export interface ProductActions {
  onAddToCart: (product: Product) => void;
  onToggleWishlist: (product: Product) => void;
  onQuickView: (product: Product) => void;
  onProductDemo: (product: Product) => void;
  isWishlisted: (id: string) => boolean;
  /** The open Quick View or Product Demo dialog; render it once on the page. */
  dialogs: ReactNode;
}

type OpenDialog = { kind: 'quick-view' | 'demo'; product: Product } | null;

// The dialogs (and Radix's dialog, focus and scroll-lock code) load when a shopper first opens one.
const QuickView = lazy(() => import('../components/quick-view.tsx').then((m) => ({ default: m.QuickView })));
const ProductDemo = lazy(() =>
  import('../components/product-demo.tsx').then((m) => ({ default: m.ProductDemo })),
);

/** The card buttons' behaviour for a page of products: cart, wishlist, and the two dialogs. */
export function useProductActions(): ProductActions {
  // Adding needs no subscription: a page of cards does not re-render when the cart changes.
  const { add } = useCartStore();
  const navigate = useNavigate();
  const wishlist = useWishlist();
  const [dialog, setOpenDialog] = useState<OpenDialog>(null);
  // Once loaded, the dialogs stay mounted so that closing one animates as before.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const setDialog = useCallback((next: OpenDialog) => {
    if (next) setDialogsWanted(true);
    setOpenDialog(next);
  }, []);
  const close = useCallback(() => setDialog(null), [setDialog]);
  const { toggle, items: saved } = wishlist;

  const addToCart = useCallback(
    (product: Product, choice: ProductChoice) => {
      const item: CartItem = {
        id: product.id,
        name: product.name,
        image: product.image,
        price: product.price,
        quantity: startQuantity(product),
        ...choice,
      };
      const added = add(item) === 'added';
      toast({
        topic: 'cart',
        title: added ? actionTexts.added : actionTexts.increased,
        description: added
          ? actionTexts.addedDetail(product.name)
          : actionTexts.increasedDetail(product.name),
        variant: 'success',
        action: { label: actionTexts.viewCart, run: () => void navigate('/cart') },
      });
    },
    [add, navigate],
  );

  const onAddToCart = useCallback(
    (product: Product) => {
      const choice = autoSelection(product);
      // A single size was chosen above; with several, the shopper picks one in the Quick View.
      if (needsSizeChoice(product, choice.selectedSize)) setDialog({ kind: 'quick-view', product });
      else addToCart(product, choice);
    },
    [addToCart, setDialog],
  );

  const onToggleWishlist = useCallback(
    (product: Product) => {
      if (toggle(product) === 'added')
        toast({
          topic: 'wishlist',
          title: actionTexts.wishlisted,
          description: actionTexts.wishlistedDetail(product.name),
          variant: 'success',
        });
      else
        toast({
          topic: 'wishlist',
          title: actionTexts.unwishlisted,
          description: actionTexts.unwishlistedDetail(product.name),
        });
    },
    [toggle],
  );

  const onQuickView = useCallback(
    (product: Product) => setDialog({ kind: 'quick-view', product }),
    [setDialog],
  );
  const onProductDemo = useCallback((product: Product) => setDialog({ kind: 'demo', product }), [setDialog]);
  const savedIds = useMemo(() => new Set(saved.map((item) => item.id)), [saved]);
  const isWishlisted = useCallback((productId: string) => savedIds.has(productId), [savedIds]);

  const dialogs = dialogsWanted && (
    <Suspense fallback={null}>
      <QuickView
        product={dialog?.kind === 'quick-view' ? dialog.product : null}
        onClose={close}
        onAddToCart={(product, choice) => {
          addToCart(product, choice);
          close();
        }}
      />
      <ProductDemo product={dialog?.kind === 'demo' ? dialog.product : null} onClose={close} />
    </Suspense>
  );

  return { onAddToCart, onToggleWishlist, onQuickView, onProductDemo, isWishlisted, dialogs };
}
