// The keyboard's way to sign: a typed name drawn on a canvas in a script face and saved as a PNG, like a drawn one.
// The face ships with the product (Dancing Script, served from the portal's own files), so a signature looks the same
// on every machine; a canvas draws only a face already loaded, so drawing waits for it.
import '@fontsource/dancing-script/400.css';

export const signatureFont = '"Dancing Script", cursive';
/** The saved image's size in pixels, for a typed signature and a drawn one alike. */
export const signatureImage = { width: 600, height: 160 } as const;
export const maxTypedNameLength = 100;
export const signatureFileName = 'signature.png';
export const inkColour = '#1c2733';

const largestFontPx = 64;
const smallestFontPx = 18;
const marginPx = 24;

export const typedNameMessages = {
  required: 'Type your name to sign.',
  tooLong: `A typed signature may be at most ${maxTypedNameLength} characters.`,
} as const;

/** Why a typed name cannot be a signature; null when it can. */
export function typedNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return typedNameMessages.required;
  if (trimmed.length > maxTypedNameLength) return typedNameMessages.tooLong;
  return null;
}

/** The font of a typed signature at a size in pixels. */
export const scriptFont = (px: number) => `${px}px ${signatureFont}`;

/** Resolves once the script face can draw this text (at once where the document has no font loading). */
export async function scriptFontReady(text: string, ownerDocument: Document = document): Promise<void> {
  if (!('fonts' in ownerDocument)) return;
  // A face that fails to load leaves the browser's cursive: the signature is still drawn.
  await ownerDocument.fonts.load(scriptFont(largestFontPx), text || 'A').catch(() => undefined);
}

/** Draws the name centred on a clear canvas, as large as fits between the margins. */
export function drawTypedName(
  context: CanvasRenderingContext2D,
  name: string,
  width: number = signatureImage.width,
  height: number = signatureImage.height,
): void {
  const text = name.trim();
  context.clearRect(0, 0, width, height);
  let px = largestFontPx;
  context.font = scriptFont(px);
  const measured = context.measureText(text).width;
  if (measured > width - 2 * marginPx) {
    px = Math.max(smallestFontPx, Math.floor((px * (width - 2 * marginPx)) / measured));
    context.font = scriptFont(px);
  }
  context.fillStyle = inkColour;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, width / 2, height / 2, width - 2 * marginPx);
}

/** A canvas's picture as a PNG file, the way every signature is sent. */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<File> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(new File([blob], signatureFileName, { type: 'image/png' }));
      else reject(new Error('The signature could not be made into an image.'));
    }, 'image/png');
  });
}

/** A typed name as the PNG that is saved. */
export async function typedSignatureFile(name: string, ownerDocument: Document = document): Promise<File> {
  const canvas = ownerDocument.createElement('canvas');
  canvas.width = signatureImage.width;
  canvas.height = signatureImage.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw a signature.');
  await scriptFontReady(name, ownerDocument);
  drawTypedName(context, name);
  return canvasToPng(canvas);
}
