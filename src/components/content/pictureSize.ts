/**
 * The mock's pictures carry their size in the query (`?w=1200&h=675`); giving
 * it to `<img>` lets the browser reserve the space, so nothing shifts when the
 * picture arrives. Other URLs give no size and rely on their box's aspect ratio.
 */
export function pictureSize(src: string): { width: number; height: number } | undefined {
  let url: URL;
  try {
    url = new URL(src, 'http://picture.invalid');
  } catch {
    return undefined;
  }
  const width = Number(url.searchParams.get('w'));
  const height = Number(url.searchParams.get('h'));
  return width > 0 && height > 0 ? { width, height } : undefined;
}
