// A template's body is read here (at most 10 MB; one byte more is enough to refuse it) and checked by its content
// (a DOCX or a PDF, whatever its name) before the API sees it; a portal signature is checked as every signature is.
// A refused file is never sent, so nothing is saved.
import type { GatewayContext } from '../../context.js';
import type { DocumentTemplateInput, Resolvers } from '../../generated/resolvers.js';
import { readUpload, type UploadedFile } from '../../rest/uploads.js';
import { badInput } from '../../upstream/errors.js';
import { checkedSignature } from '../signatures/resolvers.js';
import { maxStaffFileBytes, staffFileKind } from '../staff-documents/file-rules.js';

export const templateBodyMessage = 'The template must be a Word document (DOCX) or a PDF.';

async function checkedBody(
  input: DocumentTemplateInput,
  ctx: GatewayContext,
): Promise<Omit<DocumentTemplateInput, 'file'> & { file?: UploadedFile }> {
  if (input.file === null || input.file === undefined) return { ...input, file: undefined };
  const file = await readUpload(input.file, Math.min(ctx.maxUploadBytes, maxStaffFileBytes), 'file');
  const kind = staffFileKind(file.bytes);
  if (kind !== 'docx' && kind !== 'pdf') throw badInput(templateBodyMessage, { file: [templateBodyMessage] });
  return { ...input, file };
}

export const templateResolvers: Resolvers = {
  Mutation: {
    createDocumentTemplate: async (_root, args, ctx: GatewayContext, info) =>
      ctx.rest.call(info, { ...args, input: await checkedBody(args.input, ctx) }, ctx) as never,
    updateDocumentTemplate: async (_root, args, ctx: GatewayContext, info) =>
      ctx.rest.call(info, { ...args, input: await checkedBody(args.input, ctx) }, ctx) as never,
    signPortalDocument: async (_root, args, ctx: GatewayContext, info) =>
      ctx.rest.call(info, { ...args, input: await checkedSignature(args.input, ctx) }, ctx) as never,
  },
};
