import type { StoreCart } from '@app/shared/store/cart';
import type { StoreListing } from '@app/shared/store/store-listing';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSession } from '../../lib/use-session.ts';
import { clearSession } from '../../session.ts';
import { cartApi } from './cart-api.ts';
import { addLocal, readLocalCart, writeLocalCart } from './local-cart.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { storeLogout } from '../store-api.ts';

/** One line of the cart as the drawer shows it, for a visitor (local) or a client (server). */
export interface CartLine {
  /** Server item id, or the product id for a visitor's line. */
  id: number;
  typeId: number;
  name: string;
  qt: number;
  price: number;
  total: number;
  problem: 'unavailable' | 'out_of_stock' | null;
}

interface CartValue {
  code: string;
  listing: StoreListing;
  /** Signed in as a client of this store. */
  client: boolean;
  lines: CartLine[];
  count: number;
  total: number;
  busy: boolean;
  error: string | null;
  open: boolean;
  setOpen: (open: boolean) => void;
  accountOpen: boolean;
  setAccountOpen: (open: boolean) => void;
  add: (typeId: number) => Promise<void>;
  setQt: (line: CartLine, qt: number) => Promise<void>;
  remove: (line: CartLine) => Promise<void>;
  /** After signing in: the visitor's lines join the server cart. */
  signedIn: () => Promise<void>;
  /** Replace the server cart view (after checkout). */
  setServerCart: (cart: StoreCart | null) => void;
  signOut: () => void;
}

const Ctx = createContext<CartValue | null>(null);

const fromServer = (cart: StoreCart): CartLine[] => cart.items.map((i) => ({
  id: i.id, typeId: i.type_digital_account_id, name: i.name, qt: i.qt, price: i.sale_price, total: i.total, problem: i.problem,
}));

/**
 * The store's cart (spec §3/§4): a visitor's lives in localStorage; a signed-in client's is its server cart (a draft
 * order that follows it across devices). Shared by the header button, the catalog's "add" buttons and the drawer.
 */
export function StoreCartProvider({ listing, children }: { listing: StoreListing; children: ReactNode }) {
  const code = listing.store.seller.codeuser;
  const session = useSession();
  const client = !!session && session.profile.parent_id === listing.store.seller.id && ['Publico', 'Cliente'].includes(session.profile.rol?.name);
  const [local, setLocal] = useState(() => readLocalCart(code));
  const [server, setServer] = useState<StoreCart | null>(null);
  const submit = useActionSubmit();
  const busy = submit.busy;
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  // each change of the server cart counts: a read that started before a change (the merge at sign-in) is dropped
  const version = useRef(0);

  useEffect(() => {
    if (!client) {
      setServer(null);
      return;
    }
    const started = version.current;
    cartApi.get(code).then((cart) => {
      if (version.current === started) setServer(cart);
    }, (e: Error) => setError(e.message));
  }, [client, code]);

  const submitRun = submit.run;
  const run = useCallback(async (work: () => Promise<StoreCart | void>) => {
    setError(null);
    await submitRun(async () => {
      version.current++;
      const cart = await work();
      version.current++;
      if (cart) setServer(cart);
    }, { errorTo: setError });
  }, [submitRun]);

  const saveLocal = useCallback((next: typeof local) => {
    setLocal(next);
    writeLocalCart(code, next);
  }, [code]);

  const value = useMemo<CartValue>(() => {
    const byId = new Map(listing.items.map((i) => [i.id, i]));
    const lines: CartLine[] = client && server
      ? fromServer(server)
      : local.flatMap((l) => {
        const item = byId.get(l.type_digital_account_id);
        return item ? [{ id: item.id, typeId: item.id, name: item.name, qt: l.qt, price: item.price, total: item.price * l.qt, problem: item.available ? null : 'out_of_stock' as const }] : [];
      });
    return {
      code, listing, client, lines, busy, error, open, setOpen, accountOpen, setAccountOpen,
      count: lines.reduce((s, l) => s + l.qt, 0),
      total: lines.reduce((s, l) => s + l.total, 0),
      add: (typeId) => (client ? run(() => cartApi.add(code, typeId)) : Promise.resolve(saveLocal(addLocal(local, typeId)))),
      setQt: (line, qt) => (client
        ? run(() => cartApi.setQt(code, line.id, qt))
        : Promise.resolve(saveLocal(local.map((l) => (l.type_digital_account_id === line.typeId ? { ...l, qt } : l))))),
      remove: (line) => (client
        ? run(() => cartApi.remove(code, line.id))
        : Promise.resolve(saveLocal(local.filter((l) => l.type_digital_account_id !== line.typeId)))),
      signedIn: () => run(async () => {
        const cart = await cartApi.merge(code, local);
        saveLocal([]);
        return cart;
      }),
      setServerCart: setServer,
      signOut: () => {
        // the server ends the session too (spec §4: logout clears the token and the user)
        storeLogout().catch(() => {}).finally(() => {
          clearSession();
          setServer(null);
        });
      },
    };
  }, [client, server, local, listing, code, busy, error, open, accountOpen, run, saveLocal]);

  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useStoreCart(): CartValue {
  const v = useContext(Ctx);
  if (!v) throw new Error('useStoreCart must be used inside StoreCartProvider');
  return v;
}
