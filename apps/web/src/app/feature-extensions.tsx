import type { ComponentType } from 'react';
import type { ResourceExtension } from '../engine/extension-types.ts';
import type { Feature, OwnCreatePage } from './feature.ts';

/** Slots where two features may each add buttons: both show, in the features' order. */
const STACKED = ['editActions', 'showActions', 'listActions'] as const;

function stack(first: ComponentType, second: ComponentType): ComponentType {
  const First = first;
  const Second = second;
  return function StackedActions() {
    return (
      <>
        <First />
        <Second />
      </>
    );
  };
}

function merge(into: ResourceExtension, add: ResourceExtension, where: string): ResourceExtension {
  const merged: ResourceExtension = { ...into };
  for (const [key, value] of Object.entries(add) as [keyof ResourceExtension, unknown][]) {
    if (value === undefined) continue;
    const current = into[key];
    if (current === undefined) (merged as Record<string, unknown>)[key] = value;
    else if ((STACKED as readonly string[]).includes(key)) {
      (merged as Record<string, unknown>)[key] = stack(current as ComponentType, value as ComponentType);
    } else throw new Error(`two features fill ${where}.${key}`);
  }
  return merged;
}

/** What all features add to the engine's screens, by resource. */
export function mergeExtensions(features: readonly Feature[]): Record<string, ResourceExtension> {
  const all: Record<string, ResourceExtension> = {};
  for (const feature of features) {
    for (const [resource, extension] of Object.entries(feature.extensions ?? {})) {
      all[resource] = merge(all[resource] ?? {}, extension, resource);
    }
  }
  return all;
}

/** The own create forms of read-only resources, by resource. */
export function ownCreatePages(features: readonly Feature[]): Record<string, OwnCreatePage> {
  return Object.assign({}, ...features.map((f) => f.createPages ?? {}));
}
