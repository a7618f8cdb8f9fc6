// A signature is checked here before it reaches the API: read whole (at most 10 MB; one byte more is enough to
// refuse it) and checked by its content, PNG or JPEG, whatever its name or declared type. A refused file is never
// sent, so nothing is saved.
import type { GatewayContext } from '../../context.js';
import type { Resolvers, SignatureInput } from '../../generated/resolvers.js';
import { readUpload, type UploadedFile } from '../../rest/uploads.js';
import { badInput } from '../../upstream/errors.js';
import { feedbackMessages, imageKind, maxScreenshotBytes } from '../help-desk/feedback-rules.js';

/** The same limit and messages as every image upload of the portal. */
const maxSignatureBytes = maxScreenshotBytes;

export async function checkedSignature(
  input: SignatureInput,
  ctx: GatewayContext,
): Promise<Omit<SignatureInput, 'signature'> & { signature: UploadedFile }> {
  const signature = await readUpload(input.signature, Math.min(ctx.maxUploadBytes, maxSignatureBytes), 'signature');
  if (!imageKind(signature.bytes)) throw badInput(feedbackMessages.fileType, { signature: [feedbackMessages.fileType] });
  return { ...input, signature };
}

export const signatureResolvers: Resolvers = {
  Mutation: {
    updateUserSignature: async (_root, args, ctx: GatewayContext, info) =>
      ctx.rest.call(info, { ...args, input: await checkedSignature(args.input, ctx) }, ctx) as never,
    signWithLink: async (_root, args, ctx: GatewayContext, info) =>
      ctx.rest.call(info, { ...args, input: await checkedSignature(args.input, ctx) }, ctx) as never,
  },
};
