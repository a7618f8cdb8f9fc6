// The PDF of a PDF session template is read here (bounded at 10 MB) and checked by content before the API sees it;
// the rest of the area is plain @rest calls.
import type { GatewayContext } from '../../context.js';
import type { Resolvers, SessionTemplate } from '../../generated/resolvers.js';
import { readUpload } from '../../rest/uploads.js';
import { badInput } from '../../upstream/errors.js';
import { maxStaffFileBytes } from '../staff-documents/file-rules.js';
import { templatePdfError } from './pdf-rules.js';

export const sessionTemplateResolvers: Resolvers = {
  Mutation: {
    importDocDynamicSessionTemplate: async (_root, args, ctx: GatewayContext, info) => {
      const file = await readUpload(args.file, Math.min(ctx.maxUploadBytes, maxStaffFileBytes), 'file');
      const message = templatePdfError(file);
      if (message) throw badInput(message, { file: [message] });
      return ctx.rest.call(info, { ...args, file }, ctx) as Promise<SessionTemplate>;
    },
  },
};
