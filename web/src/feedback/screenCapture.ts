// Browser screen capture: one frame of a getDisplayMedia stream, taken 500 ms after the stream starts so that
// the picker and the closing feedback dialog are gone from the picture.
import { userAgentAllowsCapture } from './browserIdentity';

export const captureDelayMs = 500;

export interface CaptureEnvironment {
  userAgent: string;
  mediaDevices?: Pick<MediaDevices, 'getDisplayMedia'>;
}

function currentEnvironment(): CaptureEnvironment {
  return { userAgent: navigator.userAgent, mediaDevices: navigator.mediaDevices };
}

/** Chrome 94, Edge 94 or Opera 80 and later, and the API itself present (Chrome on Android names itself Chrome too). */
export function canCaptureScreen(env: CaptureEnvironment = currentEnvironment()): boolean {
  return userAgentAllowsCapture(env.userAgent) && typeof env.mediaDevices?.getDisplayMedia === 'function';
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be exported.'))), 'image/png');
  });
}

async function frameOf(stream: MediaStream): Promise<HTMLCanvasElement> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  await video.play();
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The screen could not be captured.');
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  video.srcObject = null;
  return canvas;
}

/** Asks the user what to share, waits, takes one frame as PNG and always stops the stream. */
export async function captureScreen(
  mediaDevices: Pick<MediaDevices, 'getDisplayMedia'> = navigator.mediaDevices,
  delayMs: number = captureDelayMs,
): Promise<Blob> {
  // preferCurrentTab is a Chromium hint; other browsers ignore unknown members.
  const options = { video: true, audio: false, preferCurrentTab: true } as DisplayMediaStreamOptions;
  const stream = await mediaDevices.getDisplayMedia(options);
  try {
    await wait(delayMs);
    return await canvasToPng(await frameOf(stream));
  } finally {
    for (const track of stream.getTracks()) track.stop();
  }
}

/** The user closing the picker is not an error worth a message. */
export function isCaptureCancelled(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
