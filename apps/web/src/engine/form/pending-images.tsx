import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** Images picked on a create form, by field, waiting for the record's id to be uploaded. */
export interface PendingImages {
  set(field: string, base64: string): void;
  entries(): [string, string][];
  clear(): void;
}

const Ctx = createContext<PendingImages | null>(null);

export function PendingImagesProvider({ store, children }: { store: PendingImages; children: ReactNode }) {
  return <Ctx.Provider value={store}>{children}</Ctx.Provider>;
}

export const usePendingImages = () => useContext(Ctx);

export function usePendingImagesStore(): PendingImages {
  return useMemo(() => {
    const map = new Map<string, string>();
    return {
      set: (field, base64) => void map.set(field, base64),
      entries: () => [...map.entries()],
      clear: () => map.clear(),
    };
  }, []);
}
