/**
 * The ArrayBuffers under every typed array of `value` (objects, arrays, Maps, Sets walked; each
 * buffer once; SharedArrayBuffers left out, they are shared anyway): the transfer list that
 * moves a result's Float64Arrays to the other thread instead of copying them. The sender must
 * not use them afterwards (they are detached).
 */
export function collectTransferables(value: unknown): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  const seen = new Set<object>();
  const visit = (item: unknown) => {
    if (item === null || typeof item !== 'object' || seen.has(item)) return;
    seen.add(item);
    if (ArrayBuffer.isView(item)) {
      if (item.buffer instanceof ArrayBuffer && item.buffer.byteLength > 0) {
        buffers.add(item.buffer);
      }
      return;
    }
    if (item instanceof Map) {
      for (const [key, entry] of item) {
        visit(key);
        visit(entry);
      }
      return;
    }
    const entries = item instanceof Set || Array.isArray(item) ? item : Object.values(item);
    for (const entry of entries) visit(entry);
  };
  visit(value);
  return [...buffers];
}
