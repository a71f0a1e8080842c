import { createContext, useContext, type ReactNode } from 'react';
import type { ResourceExtension } from './extension-types.ts';

const ResourceExtensionsContext = createContext<Readonly<Record<string, ResourceExtension>>>({});

/**
 * The app hands the engine what each feature adds to the generic screens; the engine knows no feature, so a new
 * one plugs in without touching it.
 */
export function ResourceExtensionsProvider({ extensions, children }: { extensions: Readonly<Record<string, ResourceExtension>>; children: ReactNode }) {
  return <ResourceExtensionsContext.Provider value={extensions}>{children}</ResourceExtensionsContext.Provider>;
}

/** What the features add to this resource's screens (nothing for most resources). */
export function useResourceExtension(resource: string | undefined): ResourceExtension | undefined {
  const extensions = useContext(ResourceExtensionsContext);
  return resource ? extensions[resource] : undefined;
}
