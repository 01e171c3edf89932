/** How long the print frame stays after the dialog was asked for. */
const FRAME_LIFETIME_MS = 60_000;

/**
 * Prints one image with a caption (a location's QR code) from a hidden frame, so the page
 * itself is not printed.
 */
export function printImage(imageUrl: string, caption: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  document.body.append(frame);
  const doc = frame.contentDocument;
  if (!doc) return;
  const figure = doc.createElement('figure');
  figure.style.cssText = 'margin:0;text-align:center;font-family:sans-serif';
  const image = doc.createElement('img');
  image.style.cssText = 'width:60mm;height:60mm;image-rendering:pixelated';
  const text = doc.createElement('figcaption');
  text.style.cssText = 'font-size:14pt;margin-top:4mm';
  text.textContent = caption;
  figure.append(image, text);
  doc.body.append(figure);
  image.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), FRAME_LIFETIME_MS);
  };
  image.src = imageUrl;
}
