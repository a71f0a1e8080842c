import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { Button } from '@mui/material';
import type { StoreItem } from '@app/shared/store/store-listing';
import { useStoreCart } from './cart-context.tsx';

/** A product card's "add" action: a draft line with quantity 1 (or one more), never for a sold-out product. */
export function AddToCartButton({ item }: { item: StoreItem }) {
  const cart = useStoreCart();
  return (
    <Button size="small" variant="contained" startIcon={<AddShoppingCart />} disabled={!item.available || cart.busy}
      onClick={() => cart.add(item.id)} aria-label={`Agregar ${item.name} al carrito`} data-testid="store-add-to-cart">
      Agregar
    </Button>
  );
}
