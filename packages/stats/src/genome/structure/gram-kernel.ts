/**
 * The symmetric rank-k update C += W·W' at the heart of the GRM and the PCA (BLAS dsyrk), for
 * a chunk of markers packed in panels of four samples: panel p holds samples 4p..4p+3,
 * interleaved by marker (`panels[p·4k + t·4 + r]` is sample 4p + r at marker t). A 4 × 4 tile
 * of C keeps its sixteen sums in locals over the chunk's markers, so each marker costs eight
 * loads for sixteen multiply-adds; tiles are visited in column blocks so the panels they read
 * stay in cache. Measured ~2 × 10⁹ multiply-adds per second in Node 20 (one core).
 */

/** Panels per column block: 64 panels × 4 samples × 256 markers × 8 bytes = 512 KiB. */
const COLUMN_BLOCK = 64;

/** Adds the 4 × 4 tile of panels a, b (offsets into `panels`) over k markers to acc at `at`. */
// biome-ignore format: the sixteen sums read as the 4 × 4 tile they are
function addTile(panels: Float64Array, a: number, b: number, k: number, acc: Float64Array, at: number, width: number) {
  let c00 = 0, c01 = 0, c02 = 0, c03 = 0, c10 = 0, c11 = 0, c12 = 0, c13 = 0;
  let c20 = 0, c21 = 0, c22 = 0, c23 = 0, c30 = 0, c31 = 0, c32 = 0, c33 = 0;
  const end = a + 4 * k;
  for (; a < end; a += 4, b += 4) {
    const a0 = panels[a] as number, a1 = panels[a + 1] as number;
    const a2 = panels[a + 2] as number, a3 = panels[a + 3] as number;
    const b0 = panels[b] as number, b1 = panels[b + 1] as number;
    const b2 = panels[b + 2] as number, b3 = panels[b + 3] as number;
    c00 += a0 * b0; c01 += a0 * b1; c02 += a0 * b2; c03 += a0 * b3;
    c10 += a1 * b0; c11 += a1 * b1; c12 += a1 * b2; c13 += a1 * b3;
    c20 += a2 * b0; c21 += a2 * b1; c22 += a2 * b2; c23 += a2 * b3;
    c30 += a3 * b0; c31 += a3 * b1; c32 += a3 * b2; c33 += a3 * b3;
  }
  let t = at;
  acc[t] = (acc[t] as number) + c00; acc[t + 1] = (acc[t + 1] as number) + c01;
  acc[t + 2] = (acc[t + 2] as number) + c02; acc[t + 3] = (acc[t + 3] as number) + c03;
  t += width;
  acc[t] = (acc[t] as number) + c10; acc[t + 1] = (acc[t + 1] as number) + c11;
  acc[t + 2] = (acc[t + 2] as number) + c12; acc[t + 3] = (acc[t + 3] as number) + c13;
  t += width;
  acc[t] = (acc[t] as number) + c20; acc[t + 1] = (acc[t + 1] as number) + c21;
  acc[t + 2] = (acc[t + 2] as number) + c22; acc[t + 3] = (acc[t + 3] as number) + c23;
  t += width;
  acc[t] = (acc[t] as number) + c30; acc[t + 1] = (acc[t + 1] as number) + c31;
  acc[t + 2] = (acc[t + 2] as number) + c32; acc[t + 3] = (acc[t + 3] as number) + c33;
}

/**
 * acc += W·W' on the upper block triangle for the row panels [firstPanel, endPanel): for each
 * row panel p and every column panel q ≥ p, the tile (p, q). `acc` is (endPanel − firstPanel)·4
 * rows × `width` (≥ 4·panelCount) columns; row r is sample 4·firstPanel + r. Entries left of
 * a row's own panel are not touched.
 * @param panels the chunk packed as described above, panelCount panels of k markers
 */
export function addPanelGram(
  panels: Float64Array,
  panelCount: number,
  k: number,
  firstPanel: number,
  endPanel: number,
  acc: Float64Array,
  width: number,
): void {
  const stride = 4 * k;
  for (let q0 = firstPanel; q0 < panelCount; q0 += COLUMN_BLOCK) {
    const q1 = Math.min(panelCount, q0 + COLUMN_BLOCK);
    for (let p = firstPanel; p < Math.min(endPanel, q1); p += 1) {
      const rowAt = (p - firstPanel) * 4 * width;
      for (let q = Math.max(p, q0); q < q1; q += 1)
        addTile(panels, p * stride, q * stride, k, acc, rowAt + 4 * q, width);
    }
  }
}
