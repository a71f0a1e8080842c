import { createContext, Fragment, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

type Show = (dialog: ReactNode | null) => void;
const HostContext = createContext<Show | null>(null);

/**
 * Where the dialogs opened from a list's rows live: above the list's layout, so a dialog (and what was typed in it,
 * or a link it shows once) stays open when the list switches between its table and its phone cards — two separate
 * React trees, in which a row's button and anything it rendered are unmounted on the switch. One dialog at a time.
 */
export function DialogHost({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<{ id: number; node: ReactNode } | null>(null);
  const next = useRef(0);
  const show = useCallback<Show>((node) => setDialog(node === null ? null : { id: ++next.current, node }), []);
  return (
    <HostContext.Provider value={show}>
      {children}
      {dialog && <Fragment key={dialog.id}>{dialog.node}</Fragment>}
    </HostContext.Provider>
  );
}

/**
 * A row button's dialog: `open(<XDialog onClose={close} />)` renders it in the nearest DialogHost (it outlives the
 * button), or, with no host around, in `outlet`, which the button renders beside itself.
 */
export function useHostedDialog(): { open: (dialog: ReactNode) => void; close: () => void; outlet: ReactNode } {
  const host = useContext(HostContext);
  const [local, setLocal] = useState<ReactNode | null>(null);
  const show = host ?? setLocal;
  return useMemo(() => ({ open: (d: ReactNode) => show(d), close: () => show(null), outlet: host ? null : local }), [show, host, local]);
}
