import { lazy, type ComponentType } from 'react';

/** Spec §8: a chunk or CSS that has not loaded after 120 s is a loading error, not an endless spinner. */
export const LOAD_TIMEOUT_MS = 120_000;

export class LoadingError extends Error {
  constructor(cause?: unknown) {
    super('No se pudo cargar la aplicación. Revisa tu conexión y recarga la página.');
    this.name = 'LoadingError';
    this.cause = cause;
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LoadingError('timeout')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (err) => {
        clearTimeout(timer);
        reject(new LoadingError(err));
      },
    );
  });
}

/** React.lazy with the spec's load timeout; failures surface as LoadingError to the error boundary. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => withTimeout(load(), LOAD_TIMEOUT_MS));
}
