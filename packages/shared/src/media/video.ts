/** Extracts the video id from a YouTube or Vimeo link (spec §5: with no id, no preview). */
export function extractVideoId(link: string | null | undefined): string | null {
  if (!link) return null;
  const patterns = [
    /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/|v\/)|youtu\.be\/)([A-Za-z0-9_-]{11})/,
    /vimeo\.com\/(?:video\/)?(\d{6,12})/,
  ];
  for (const p of patterns) {
    const m = link.match(p);
    if (m) return m[1];
  }
  return null;
}

/** Embeddable preview address for an extracted id, or null when the link has none. */
export function videoEmbedUrl(link: string | null | undefined): string | null {
  const id = extractVideoId(link);
  if (!id) return null;
  return /^\d+$/.test(id) ? `https://player.vimeo.com/video/${id}` : `https://www.youtube.com/embed/${id}`;
}
