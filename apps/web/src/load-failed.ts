/** What a page shows when its code could not be downloaded (no network, a deploy removed the old files). */
export function showLoadFailed(root: HTMLElement): void {
  root.innerHTML = '<p style="font-family:sans-serif;padding:24px">No se pudo cargar la aplicación. Revisa tu conexión y recarga la página.</p>';
}
