// A note's signature and a session's files are checked here before the API sees them: a signature is a PNG or JPEG
// by its content (at most 10 MB), each session file a PDF, PNG, JPEG or DOCX by its content (at most 10 MB). A
// refused file is never sent, so nothing is saved.
import type { GatewayContext } from '../../context.js';
import type { Resolvers } from '../../generated/resolvers.js';
import { readUpload } from '../../rest/uploads.js';
import { badInput } from '../../upstream/errors.js';
import { feedbackMessages, imageKind, maxScreenshotBytes } from '../help-desk/feedback-rules.js';
import { maxStaffFileBytes, staffFileError } from '../staff-documents/file-rules.js';

export const sessionNoteResolvers: Resolvers = {
  Mutation: {
    signSessionNote: async (_root, args, ctx: GatewayContext, info) => {
      const signature = await readUpload(args.input.signature, Math.min(ctx.maxUploadBytes, maxScreenshotBytes), 'signature');
      if (!imageKind(signature.bytes)) throw badInput(feedbackMessages.fileType, { signature: [feedbackMessages.fileType] });
      return ctx.rest.call(info, { ...args, input: { ...args.input, signature } }, ctx) as never;
    },
    uploadSessionFiles: async (_root, args, ctx: GatewayContext, info) => {
      const files = [];
      for (const value of args.files) {
        const file = await readUpload(value, Math.min(ctx.maxUploadBytes, maxStaffFileBytes), 'files');
        const message = staffFileError(file);
        if (message) throw badInput(`${file.filename}: ${message}`, { files: [`${file.filename}: ${message}`] });
        files.push(file);
      }
      return ctx.rest.call(info, { ...args, files }, ctx) as never;
    },
  },
};
