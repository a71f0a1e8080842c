import { useResourceContext } from 'react-admin';
import { resolveResource, type ResolvedResource } from './resolve-resource.ts';

/** The shared definition behind the react-admin resource being rendered (status lists resolve to their base). */
export function useResourceDef(): ResolvedResource & { resource: string } {
  const resource = useResourceContext() ?? '';
  return { resource, ...resolveResource(resource) };
}
