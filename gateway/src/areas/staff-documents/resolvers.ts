// Staff document uploads and replacements are read here (bounded at 10 MB) and checked by content before the API
// sees them; the rest of the area is plain @rest calls.
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import type { Resolvers, StaffFile } from '../../generated/resolvers.js';
import { readUpload } from '../../rest/uploads.js';
import { badInput } from '../../upstream/errors.js';
import { maxStaffFileBytes, staffFileError } from './file-rules.js';

async function sendChecked<TArgs extends { file?: unknown }>(args: TArgs, ctx: GatewayContext, info: GraphQLResolveInfo): Promise<StaffFile> {
  if (args.file === null || args.file === undefined) return ctx.rest.call(info, args, ctx) as Promise<StaffFile>;
  // One byte over the cap is enough to know it is too large.
  const file = await readUpload(args.file, Math.min(ctx.maxUploadBytes, maxStaffFileBytes), 'file');
  const message = staffFileError(file);
  if (message) throw badInput(message, { file: [message] });
  return ctx.rest.call(info, { ...args, file }, ctx) as Promise<StaffFile>;
}

export const staffDocumentResolvers: Resolvers = {
  Mutation: {
    uploadStaffFile: (_root, args, ctx: GatewayContext, info) => sendChecked(args, ctx, info),
    updateStaffFile: (_root, args, ctx: GatewayContext, info) => sendChecked(args, ctx, info),
  },
};
