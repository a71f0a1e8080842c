import AccountCircle from '@mui/icons-material/AccountCircle';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { Badge, Button, IconButton } from '@mui/material';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { StoreLink, useStorePath } from '../store-location.tsx';
import { useStoreCart } from './cart-context.tsx';

// loaded on first use: the catalog's first load carries neither the drawer nor the sign-up form
const CartDrawer = lazy(() => import('./cart-drawer.tsx'));
const AccountDialog = lazy(() => import('../account/account-dialog.tsx'));

/** Header entries of the store: the client's profile (or "Ingresar") and the cart with its count. */
export function CartButton() {
  const cart = useStoreCart();
  const pathname = useStorePath();
  const shownAt = useRef(pathname);
  const { setOpen } = cart;
  // going to another store page (e.g. "Ver mi perfil" after checkout) closes the drawer
  useEffect(() => {
    if (shownAt.current !== pathname) setOpen(false);
    shownAt.current = pathname;
  }, [pathname, setOpen]);
  return (
    <>
      {cart.client ? (
        <Button component={StoreLink} to={`/store/${encodeURIComponent(cart.code)}/client-profile`} color="inherit" startIcon={<AccountCircle />} data-testid="store-profile-link">
          Mi perfil
        </Button>
      ) : (
        <Button color="inherit" startIcon={<AccountCircle />} onClick={() => cart.setAccountOpen(true)} data-testid="store-sign-in">Ingresar</Button>
      )}
      <IconButton color="inherit" onClick={() => cart.setOpen(true)} aria-label={`Carrito: ${cart.count} ${cart.count === 1 ? 'producto' : 'productos'}`} data-testid="store-cart-button">
        <Badge badgeContent={cart.count} color="secondary"><ShoppingCart /></Badge>
      </IconButton>
      <Suspense fallback={null}>
        {cart.open && <CartDrawer />}
        {cart.accountOpen && (
          <AccountDialog
            code={cart.code}
            sellerId={cart.listing.store.seller.id}
            sellerName={cart.listing.store.seller.name}
            open={cart.accountOpen}
            onClose={() => cart.setAccountOpen(false)}
            onSignedIn={cart.signedIn}
          />
        )}
      </Suspense>
    </>
  );
}
